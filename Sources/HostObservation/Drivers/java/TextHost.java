// What SwingHost and JavaFXHost share (java.py compiles it with each): the measurement of one
// text that PROTOCOL.md asks for, and the loop that reads texts and writes the answers.

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** A text control driven by real key presses; `K` is the toolkit's key code. */
abstract class TextHost<K> {
    /** A fresh control holding `text`, focused; the text it holds. */
    abstract String fresh(String text, boolean rtl) throws Exception;
    /** Presses and releases `key`, returning when the control has handled it. */
    abstract void press(K key) throws Exception;
    abstract String text() throws Exception;
    abstract int caret() throws Exception;
    abstract void placeCaret(int offset) throws Exception;
    abstract K backspace();
    abstract K delete();
    /** The arrow that moves the caret forward in the text: Left in a right-to-left control. */
    abstract K forwardArrow(boolean rtl);
    abstract String keyName(K key);
    /** The reason an answer gives when measuring a text threw. */
    abstract String failure(Exception e);
    abstract void close() throws Exception;

    List<String> pressUntilEmpty(K key, String text, int limit) throws Exception {
        List<String> after = new ArrayList<>();
        String previous = text;
        for (int i = 0; i < limit; i++) {
            press(key);
            String now = text();
            after.add(now);
            if (now.isEmpty() || now.equals(previous)) break;
            previous = now;
        }
        return after;
    }

    String measure(String direction, String text) throws Exception {
        boolean rtl = direction.equals("rtl");
        int limit = 4 * text.length() + 4;
        String held = fresh(text, rtl);
        if (!held.equals(text)) return "{\"unmeasured\":" + Json.string("the element holds a different text after setting it: " + Json.describeChange(text, held)) + "}";
        placeCaret(text.length());
        StringBuilder out = new StringBuilder("{\"after\":").append(Json.texts(pressUntilEmpty(backspace(), text, limit)));
        if (direction.equals("mixed")) {
            out.append(",\"caretUnmeasured\":\"mixed-direction text: the caret is not measured\"");
        } else {
            fresh(text, rtl);
            placeCaret(0);
            List<Integer> stops = new ArrayList<>();
            stops.add(0);
            K key = forwardArrow(rtl);
            String problem = null;
            if (caret() != 0) problem = "the caret is at " + caret() + " after placing it at 0";
            for (int i = 0; problem == null && i < limit; i++) {
                press(key);
                if (!text().equals(text)) { problem = "pressing " + keyName(key) + " changed the text"; break; }
                int now = caret();
                if (now == stops.get(stops.size() - 1)) break;
                stops.add(now);
            }
            if (problem != null) out.append(",\"caretUnmeasured\":").append(Json.string(problem));
            else out.append(",\"caret\":").append(stops.toString().replace(" ", ""));
        }
        fresh(text, rtl);
        placeCaret(0);
        out.append(",\"forward\":").append(Json.texts(pressUntilEmpty(delete(), text, limit)));
        return out.append("}").toString();
    }

    /** Writes `header`, then answers each text of standard input (`ltr|rtl|mixed u1 u2 …`) until it ends. */
    void serve(String header) throws Exception {
        PrintStream stdout = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true, StandardCharsets.UTF_8);
        stdout.println(header);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            line = line.trim();
            if (line.isEmpty()) continue;
            String[] parts = line.split(" ");
            StringBuilder text = new StringBuilder();
            for (int i = 1; i < parts.length; i++) text.append((char) Integer.parseInt(parts[i]));
            String answer;
            try {
                answer = measure(parts[0], text.toString());
            } catch (Exception e) {
                e.printStackTrace();
                answer = "{\"unmeasured\":" + Json.string(failure(e)) + "}";
            }
            stdout.println(answer);
        }
        close();
    }
}

final class Json {
    static String string(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') b.append('\\').append(c);
            else if (c < 0x20 || c > 0x7E) b.append(String.format("\\u%04x", (int) c));
            else b.append(c);
        }
        return b.append('"').toString();
    }

    static String units(String s) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < s.length(); i++) { if (i > 0) b.append(','); b.append((int) s.charAt(i)); }
        return b.append(']').toString();
    }

    static String texts(List<String> texts) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < texts.size(); i++) { if (i > 0) b.append(','); b.append(units(texts.get(i))); }
        return b.append(']').toString();
    }

    static String describeChange(String sent, String held) {
        if (sent.replace("\n", " ").equals(held)) return "LF became a space";
        if (sent.replace("\n", "").equals(held)) return "the LF was dropped";
        if (sent.replace("\r\n", "\n").equals(held)) return "CR LF became LF";
        return sent.length() + " UTF-16 units sent, " + held.length() + " read back";
    }
}
