// Test oracle for JavaHostsTests: asks the running JDK itself.
// Both modes: java --add-exports java.desktop/sun.font=ALL-UNNAMED JDKOracle.java MODE
//   breaks                          lines of decimal UTF-16 units in; per line out:
//                                   BreakIterator.getCharacterInstance() boundaries, ';', and per
//                                   code point its class in the JDK's character rules
//                                   (e: Mn/Me, x: Cc/Cf/Zl/Zp, b: any other)
//   nonsimple                       65,536 characters: 1 where FontUtilities.isNonSimpleChar(unit)
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.text.BreakIterator;

public class JDKOracle {
    public static void main(String[] args) throws Exception {
        if (args[0].equals("nonsimple")) {
            StringBuilder out = new StringBuilder();
            for (int u = 0; u <= 0xFFFF; u++) out.append(sun.font.FontUtilities.isNonSimpleChar((char) u) ? '1' : '0');
            System.out.println(out);
            return;
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        BreakIterator iterator = BreakIterator.getCharacterInstance();
        StringBuilder out = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null) {
            StringBuilder text = new StringBuilder();
            for (String part : line.trim().split(" ")) if (!part.isEmpty()) text.append((char) Integer.parseInt(part));
            String s = text.toString();
            iterator.setText(s);
            StringBuilder stops = new StringBuilder();
            for (int b = iterator.first(); b != BreakIterator.DONE; b = iterator.next()) {
                if (stops.length() > 0) stops.append(',');
                stops.append(b);
            }
            out.append(stops).append(';');
            s.codePoints().forEach(c -> {
                int t = Character.getType(c);
                out.append(t == Character.NON_SPACING_MARK || t == Character.ENCLOSING_MARK ? 'e'
                    : t == Character.CONTROL || t == Character.FORMAT || t == Character.LINE_SEPARATOR || t == Character.PARAGRAPH_SEPARATOR ? 'x' : 'b');
            });
            out.append('\n');
        }
        System.out.print(out);
    }
}
