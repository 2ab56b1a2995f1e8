package android.os;

/** Build.VERSION.SDK_INT, set by the harness for each emulated device (not a constant, so
 * neither javac nor kotlinc folds it into the artefact). */
public class Build {
  public static class VERSION {
    public static int SDK_INT = initial();

    private static int initial() { return 36; }
  }
}
