import java.awt.Font;

/**
 * Prints how OpenJDK maps every code point to a slot of the Dialog composite font (the font a
 * Swing text field draws with under the Metal look and feel): first each slot's font name and
 * file, then `first<TAB>slot` wherever the slot CompositeGlyphMapper.charToGlyph gives changes
 * (255 where it gives slot 0's glyph 0, the .notdef of a code point no slot font maps).
 * Run by swing-dialog-slots.py with java.desktop/sun.font opened to it.
 */
public class SwingDialogSlots {
    /** In place of slot 0 for a code point no slot font maps: slot 0 draws it as its .notdef glyph. */
    static final int NOTDEF = 255;

    public static void main(String[] arguments) throws Exception {
        Font font = new Font("Dialog", Font.PLAIN, 24);
        sun.font.CompositeFont composite = (sun.font.CompositeFont) sun.font.FontUtilities.getFont2D(font);
        java.lang.reflect.Field file = sun.font.PhysicalFont.class.getDeclaredField("platName");
        file.setAccessible(true);
        for (int slot = 0; slot < composite.getNumSlots(); slot++) {
            sun.font.PhysicalFont physical = composite.getSlotFont(slot);
            System.out.println("slot\t" + slot + "\t" + physical.getFontName(null) + "\t" + file.get(physical));
        }
        sun.font.CharToGlyphMapper mapper = composite.getMapper();
        int previous = -1;
        for (int cp = 0; cp <= 0x10FFFF; cp++) {
            int glyph = mapper.charToGlyph(cp);
            int slot = (glyph & 0xFFFFFF) == 0 ? NOTDEF : glyph >>> 24;
            if (slot != previous) System.out.println(Integer.toHexString(cp).toUpperCase() + "\t" + slot);
            previous = slot;
        }
    }
}
