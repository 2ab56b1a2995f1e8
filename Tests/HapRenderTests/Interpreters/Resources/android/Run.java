import android.content.Context;
import android.os.Build;
import android.os.Vibrator;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs each artefact's play(context) on each emulated device and prints one JSON line per run:
 * {"class", "device", "calls": [{"attributes", "effect"}], "error"}.
 *
 * Usage: java Run devices.txt classes.txt. A device line is
 * "name sdk hasVibrator amplitudeControl envelopes primitives touchFeedback", primitives "-"
 * or "id:ms,id:ms" (the supported primitives and how long each plays).
 */
public class Run {
  public static void main(String[] args) throws Exception {
    List<String> devices = Files.readAllLines(Paths.get(args[0]));
    List<String> classes = Files.readAllLines(Paths.get(args[1]));
    StringBuilder out = new StringBuilder();
    for (String className : classes) {
      if (className.isBlank()) continue;
      Class<?> type = Class.forName(className);
      Object instance = type.getField("INSTANCE").get(null);
      Method play = type.getMethod("play", Context.class);
      for (String line : devices) {
        if (line.isBlank()) continue;
        String[] f = line.trim().split(" ");
        Vibrator vibrator = new Vibrator();
        Build.VERSION.SDK_INT = Integer.parseInt(f[1]);
        vibrator.vibrator = Boolean.parseBoolean(f[2]);
        vibrator.amplitudeControl = Boolean.parseBoolean(f[3]);
        vibrator.envelopes = Boolean.parseBoolean(f[4]);
        Map<Integer, Integer> durations = new HashMap<>();
        if (!f[5].equals("-")) {
          for (String pair : f[5].split(",")) {
            String[] p = pair.split(":");
            durations.put(Integer.parseInt(p[0]), Integer.parseInt(p[1]));
          }
        }
        vibrator.primitiveDurations = durations;
        vibrator.touchFeedback = f.length < 7 || Boolean.parseBoolean(f[6]);
        String error = null;
        try {
          play.invoke(instance, new Context(vibrator));
        } catch (InvocationTargetException thrown) {
          Throwable cause = thrown.getCause();
          error = cause.getClass().getSimpleName() + ": " + cause.getMessage();
        }
        out.append("{\"class\":\"").append(className).append("\",\"device\":\"").append(f[0])
            .append("\",\"calls\":[").append(String.join(",", vibrator.calls))
            .append("],\"error\":")
            .append(error == null ? "null" : "\"" + error.replace("\\", "\\\\").replace("\"", "'") + "\"")
            .append("}\n");
      }
    }
    System.out.print(out);
  }
}
