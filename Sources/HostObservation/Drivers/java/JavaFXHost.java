// The JavaFX side of java.py (PROTOCOL.md): a TextField or TextArea in a Stage on the display
// java.py started, keys pressed with javafx.scene.robot.Robot (GTK glass: XTEST, so the X server
// sends the key to the focused window and glass reads it back as any key), the text and caret read
// from the control. java.py compiles it with TextHost.java and runs it with JavaFX on the module path:
// java --module-path /usr/share/openjfx/lib --add-modules javafx.controls JavaFXHost textfield|textarea
//
// Standard input, one line per text: `ltr|rtl|mixed u1 u2 …` (UTF-16 units, decimal).
// Standard output: first a JSON object naming the versions, then one JSON object per text with
// PROTOCOL.md's fields (`after`, `caret`, `forward`, or the `…Unmeasured` reasons); java.py adds the id.

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.geometry.NodeOrientation;
import javafx.scene.Scene;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.StackPane;
import javafx.scene.robot.Robot;
import javafx.scene.text.Font;
import javafx.stage.Stage;

public class JavaFXHost extends TextHost<KeyCode> {
    static final long PRESS_TIMEOUT_MS = 5000;

    final String element;
    Stage stage;
    StackPane root;
    Robot robot;
    TextInputControl field;
    final LinkedBlockingQueue<KeyCode> released = new LinkedBlockingQueue<>();
    final LinkedBlockingQueue<Boolean> focused = new LinkedBlockingQueue<>();
    // Key presses seen by the scene: more than one per robot press is the X server's autorepeat.
    final java.util.concurrent.atomic.AtomicInteger pressed = new java.util.concurrent.atomic.AtomicInteger();

    JavaFXHost(String element) throws Exception {
        this.element = element;
        CompletableFuture<Void> started = new CompletableFuture<>();
        Platform.startup(() -> started.complete(null));
        started.get(30, TimeUnit.SECONDS);
        onFX(() -> {
            root = new StackPane();
            Scene scene = new Scene(root, 900, 300);
            scene.addEventFilter(KeyEvent.KEY_RELEASED, e -> released.add(e.getCode()));
            scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> pressed.incrementAndGet());
            stage = new Stage();
            stage.setTitle("editsem");
            stage.setScene(scene);
            stage.setX(10);
            stage.setY(10);
            stage.show();
            robot = new Robot();
            return null;
        });
    }

    static <T> T onFX(Callable<T> work) throws Exception {
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try { result.complete(work.call()); } catch (Throwable e) { result.completeExceptionally(e); }
        });
        return result.get(30, TimeUnit.SECONDS);
    }

    @Override String fresh(String text, boolean rtl) throws Exception {
        focused.clear();
        String held = onFX(() -> {
            field = element.equals("textarea") ? new TextArea() : new TextField();
            field.setFont(Font.font(24));
            field.setNodeOrientation(rtl ? NodeOrientation.RIGHT_TO_LEFT : NodeOrientation.LEFT_TO_RIGHT);
            field.focusedProperty().addListener((o, was, now) -> { if (now) focused.add(true); });
            field.setText(text);
            root.getChildren().setAll(field);
            // The skin installs TextInputControlBehavior's key mappings: make it now, not at the next pulse.
            root.applyCss();
            root.layout();
            if (field.getSkin() == null) throw new IllegalStateException("the control has no skin after CSS");
            field.requestFocus();
            return field.getText();
        });
        if (focused.poll(PRESS_TIMEOUT_MS, TimeUnit.MILLISECONDS) == null) {
            // Without a window manager the stage may not have the X focus: a click gives it.
            onFX(() -> {
                var at = field.localToScreen(5, 5);
                robot.mouseMove(at.getX(), at.getY());
                robot.mouseClick(javafx.scene.input.MouseButton.PRIMARY);
                return null;
            });
            if (focused.poll(PRESS_TIMEOUT_MS, TimeUnit.MILLISECONDS) == null)
                throw new IllegalStateException("the control did not get the keyboard focus");
        }
        return held;
    }

    @Override void press(KeyCode key) throws Exception {
        released.clear();
        pressed.set(0);
        onFX(() -> { robot.keyPress(key); robot.keyRelease(key); return null; });
        long deadline = System.currentTimeMillis() + PRESS_TIMEOUT_MS;
        while (true) {
            KeyCode code = released.poll(Math.max(1, deadline - System.currentTimeMillis()), TimeUnit.MILLISECONDS);
            if (code == null) throw new IllegalStateException("the key release of " + key + " did not come back within 5 s");
            if (code == key) break;
        }
        onFX(() -> null);
        if (pressed.get() != 1) throw new IllegalStateException(pressed.get() + " key presses arrived for one press of " + key + " (the X server's autorepeat under load): not measured");
    }

    @Override String text() throws Exception { return onFX(() -> field.getText()); }
    @Override int caret() throws Exception { return onFX(() -> field.getCaretPosition()); }
    @Override void placeCaret(int offset) throws Exception { onFX(() -> { field.positionCaret(offset); return null; }); }

    @Override KeyCode backspace() { return KeyCode.BACK_SPACE; }
    @Override KeyCode delete() { return KeyCode.DELETE; }
    @Override KeyCode forwardArrow(boolean rtl) { return rtl ? KeyCode.LEFT : KeyCode.RIGHT; }
    @Override String keyName(KeyCode key) { return key.toString(); }
    @Override String failure(Exception e) { return "the driver failed on this text: " + e; }
    @Override void close() { Platform.exit(); }

    public static void main(String[] args) throws Exception {
        String element = args.length > 0 ? args[0] : "textfield";
        JavaFXHost host = new JavaFXHost(element);
        host.serve("{\"fxVersion\":" + Json.string(System.getProperty("javafx.version"))
            + ",\"fxRuntime\":" + Json.string(System.getProperty("javafx.runtime.version"))
            + ",\"version\":" + Json.string(System.getProperty("java.version"))
            + ",\"runtime\":" + Json.string(System.getProperty("java.runtime.version"))
            + ",\"vendor\":" + Json.string(System.getProperty("java.vendor"))
            + ",\"font\":" + Json.string(onFX(() -> Font.font(24).toString())) + "}");
        System.exit(0);
    }
}
