import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.awt.font.GlyphVector;
import java.awt.font.TextHitInfo;
import java.awt.font.TextLayout;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * Reads texts, one per line as hexadecimal code points separated by spaces, and prints for each the
 * UTF-16 offsets where Swing's caret stops, in order: where TextLayout.getNextRightHit and
 * getNextLeftHit, the steps a JTextField's GlyphPainter2 takes, lead from any offset, with the
 * Dialog font at 24 points as the Metal look and feel draws it. With --scripts, reads one code
 * point a line and prints its script instead; with --glyphs, prints `character index:glyph code`
 * for each glyph of the text's glyph vector, in visual order. Run by swing-font-joins.py.
 */
public class SwingCaretStops {
    public static void main(String[] arguments) throws Exception {
        Font font = new Font("Dialog", Font.PLAIN, 24);
        FontRenderContext context = new FontRenderContext(null, false, false);
        boolean scripts = arguments.length > 0 && arguments[0].equals("--scripts");
        boolean glyphs = arguments.length > 0 && arguments[0].equals("--glyphs");
        BufferedReader input = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        StringBuilder out = new StringBuilder();
        for (String line; (line = input.readLine()) != null; ) {
            if (scripts) {
                out.append(Character.UnicodeScript.of(Integer.parseInt(line.trim(), 16))).append('\n');
                continue;
            }
            StringBuilder text = new StringBuilder();
            for (String scalar : line.trim().split(" ")) text.appendCodePoint(Integer.parseInt(scalar, 16));
            if (glyphs) {
                char[] units = text.toString().toCharArray();
                GlyphVector vector = font.layoutGlyphVector(context, units, 0, units.length, Font.LAYOUT_LEFT_TO_RIGHT);
                for (int g = 0; g < vector.getNumGlyphs(); g++) {
                    out.append(g == 0 ? "" : " ").append(vector.getGlyphCharIndex(g)).append(':').append(vector.getGlyphCode(g));
                }
                out.append('\n');
                continue;
            }
            TextLayout layout = new TextLayout(text.toString(), font, context);
            // The valid carets, whatever the direction: every hit the arrows reach from any offset.
            java.util.TreeSet<Integer> stops = new java.util.TreeSet<>(java.util.List.of(0, text.length()));
            for (int offset = 0; offset <= text.length(); offset++) {
                for (TextHitInfo hit : new TextHitInfo[] { layout.getNextRightHit(offset), layout.getNextLeftHit(offset) }) {
                    if (hit != null) stops.add(hit.getInsertionIndex());
                }
            }
            StringBuilder answer = new StringBuilder();
            for (int stop : stops) answer.append(answer.length() == 0 ? "" : " ").append(stop);
            out.append(answer).append('\n');
        }
        System.out.print(out);
    }
}
