// The Swing side of java.py (PROTOCOL.md): a JTextField or JTextArea in a frame on the display
// java.py started, keys pressed with java.awt.Robot (XTEST on X11: the X server sends the key to
// the focused window and AWT's XToolkit reads it back as any key), the text and caret read from
// the component. java.py compiles it with TextHost.java and runs: java SwingHost textfield|textarea
//
// Standard input, one line per text: `ltr|rtl|mixed u1 u2 …` (UTF-16 units, decimal).
// Standard output: first `{"version": …, "vendor": …, "lookAndFeel": …}`, then one JSON object
// per text with PROTOCOL.md's fields (`after`, `caret`, `forward`, or the `…Unmeasured` reasons);
// java.py adds the id.

import java.awt.AWTEvent;
import java.awt.BorderLayout;
import java.awt.ComponentOrientation;
import java.awt.EventQueue;
import java.awt.Robot;
import java.awt.Toolkit;
import java.awt.event.KeyEvent;
import java.util.concurrent.Callable;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JFrame;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.UIManager;
import javax.swing.text.JTextComponent;

public class SwingHost extends TextHost<Integer> {
    static final long PRESS_TIMEOUT_MS = 5000;

    final String element;
    final Robot robot;
    JFrame frame;
    JTextComponent field;
    // Key releases seen by AWT, in the order the X server sent them back.
    final LinkedBlockingQueue<Integer> released = new LinkedBlockingQueue<>();
    final LinkedBlockingQueue<Boolean> focused = new LinkedBlockingQueue<>();
    // Key presses seen by AWT: more than one per robot press is the X server's autorepeat.
    final java.util.concurrent.atomic.AtomicInteger pressed = new java.util.concurrent.atomic.AtomicInteger();

    SwingHost(String element) throws Exception {
        this.element = element;
        robot = new Robot();
        robot.setAutoDelay(0);
        Toolkit.getDefaultToolkit().addAWTEventListener(event -> {
            if (event.getID() == KeyEvent.KEY_RELEASED) released.add(((KeyEvent) event).getKeyCode());
            if (event.getID() == KeyEvent.KEY_PRESSED) pressed.incrementAndGet();
        }, AWTEvent.KEY_EVENT_MASK);
        onEDT(() -> {
            frame = new JFrame("editsem");
            frame.setDefaultCloseOperation(JFrame.DISPOSE_ON_CLOSE);
            frame.setSize(900, 300);
            frame.setLocation(10, 10);
            frame.getContentPane().setLayout(new BorderLayout());
            frame.setVisible(true);
            return null;
        });
    }

    static <T> T onEDT(Callable<T> work) throws Exception {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Exception> failure = new AtomicReference<>();
        EventQueue.invokeAndWait(() -> {
            try { result.set(work.call()); } catch (Exception e) { failure.set(e); }
        });
        if (failure.get() != null) throw failure.get();
        return result.get();
    }

    /** A fresh component holding `text`, focused; the text it holds. */
    @Override String fresh(String text, boolean rtl) throws Exception {
        focused.clear();
        String held = onEDT(() -> {
            if (field != null) frame.getContentPane().remove(field);
            field = element.equals("textarea") ? new JTextArea() : new JTextField();
            field.setFont(field.getFont().deriveFont(24f));
            if (rtl) field.setComponentOrientation(ComponentOrientation.RIGHT_TO_LEFT);
            field.addFocusListener(new java.awt.event.FocusAdapter() {
                @Override public void focusGained(java.awt.event.FocusEvent e) { focused.add(true); }
            });
            field.setText(text);
            frame.getContentPane().add(field, element.equals("textarea") ? BorderLayout.CENTER : BorderLayout.NORTH);
            frame.getContentPane().revalidate();
            frame.toFront();
            field.requestFocusInWindow();
            return field.getText();
        });
        if (focused.poll(PRESS_TIMEOUT_MS, TimeUnit.MILLISECONDS) == null) {
            // No window manager hands the frame the focus: a click on the component takes it.
            java.awt.Point at = onEDT(() -> field.getLocationOnScreen());
            robot.mouseMove(at.x + 5, at.y + 5);
            robot.mousePress(java.awt.event.InputEvent.BUTTON1_DOWN_MASK);
            robot.mouseRelease(java.awt.event.InputEvent.BUTTON1_DOWN_MASK);
            if (focused.poll(PRESS_TIMEOUT_MS, TimeUnit.MILLISECONDS) == null)
                throw new IllegalStateException("the text component did not get the keyboard focus");
        }
        return held;
    }

    @Override void press(Integer keyCode) throws Exception {
        released.clear();
        pressed.set(0);
        robot.keyPress(keyCode);
        robot.keyRelease(keyCode);
        long deadline = System.currentTimeMillis() + PRESS_TIMEOUT_MS;
        while (true) {
            Integer code = released.poll(Math.max(1, deadline - System.currentTimeMillis()), TimeUnit.MILLISECONDS);
            if (code == null) throw new IllegalStateException("the key release of " + KeyEvent.getKeyText(keyCode) + " did not come back within 5 s");
            if (code.equals(keyCode)) break;
        }
        onEDT(() -> null); // the release and everything before it have been handled
        if (pressed.get() != 1) throw new IllegalStateException(pressed.get() + " key presses arrived for one press of " + KeyEvent.getKeyText(keyCode) + " (the X server's autorepeat under load): not measured");
    }

    @Override String text() throws Exception { return onEDT(() -> field.getText()); }
    @Override int caret() throws Exception { return onEDT(() -> field.getCaretPosition()); }
    @Override void placeCaret(int offset) throws Exception { onEDT(() -> { field.setCaretPosition(offset); return null; }); }

    @Override Integer backspace() { return KeyEvent.VK_BACK_SPACE; }
    @Override Integer delete() { return KeyEvent.VK_DELETE; }
    @Override Integer forwardArrow(boolean rtl) { return rtl ? KeyEvent.VK_LEFT : KeyEvent.VK_RIGHT; }
    @Override String keyName(Integer key) { return KeyEvent.getKeyText(key); }
    @Override String failure(Exception e) { return String.valueOf(e.getMessage()); }
    @Override void close() throws Exception { onEDT(() -> { frame.dispose(); return null; }); }

    public static void main(String[] args) throws Exception {
        String element = args.length > 0 ? args[0] : "textfield";
        UIManager.setLookAndFeel(UIManager.getCrossPlatformLookAndFeelClassName());
        SwingHost host = new SwingHost(element);
        host.serve("{\"version\":" + Json.string(System.getProperty("java.version"))
            + ",\"runtime\":" + Json.string(System.getProperty("java.runtime.version"))
            + ",\"vendor\":" + Json.string(System.getProperty("java.vendor"))
            + ",\"lookAndFeel\":" + Json.string(UIManager.getLookAndFeel().getName())
            + ",\"font\":" + Json.string(onEDT(() -> new JTextField().getFont().deriveFont(24f).toString())) + "}");
        System.exit(0);
    }
}
