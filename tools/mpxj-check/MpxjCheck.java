import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.mpxj.Duration;
import org.mpxj.ProjectCalendar;
import org.mpxj.ProjectFile;
import org.mpxj.Relation;
import org.mpxj.Task;
import org.mpxj.TimeUnit;
import org.mpxj.reader.UniversalProjectReader;

/**
 * Reads schedule files with MPXJ, a reader independent of ours, and prints what it found as JSON, one line per
 * file: tasks with their dates, durations in hours and baselines, the links and the calendars.
 * Run: java -cp "<mpxj lib>/*" tools/mpxj-check/MpxjCheck.java <file>...
 */
public class MpxjCheck {
  public static void main(String[] args) {
    if (args.length == 0) {
      System.err.println("usage: MpxjCheck <schedule file>...");
      System.exit(2);
    }
    // One JVM for many files: starting MPXJ costs more than reading a small schedule.
    for (String file : args) System.out.println(describe(file));
  }

  private static String describe(String file) {
    ProjectFile project;
    try {
      project = new UniversalProjectReader().read(file);
    } catch (Exception e) {
      return "{" + field("file", file) + "," + field("error", String.valueOf(e)) + "}";
    }
    if (project == null) return "{" + field("file", file) + "," + field("error", "MPXJ does not recognise the file") + "}";
    List<String> tasks = new ArrayList<>();
    int links = 0;
    for (Task task : project.getTasks()) {
      // MS Project files carry a project summary task with UID 0, which is not part of the plan.
      if (task.getUniqueID() != null && task.getUniqueID() == 0 && task.getID() != null && task.getID() == 0) continue;
      if (task.getName() == null && task.getStart() == null) continue;
      List<String> predecessors = new ArrayList<>();
      for (Relation relation : task.getPredecessors()) {
        links++;
        predecessors.add("{" + field("predecessor", key(relation.getPredecessorTask())) + "," + field("type", String.valueOf(relation.getType())) + ","
            + "\"lagHours\":" + hours(relation.getLag(), project) + "}");
      }
      tasks.add("{" + String.join(",",
          field("key", key(task)),
          field("name", task.getName()),
          "\"summary\":" + task.getSummary(),
          "\"milestone\":" + task.getMilestone(),
          field("start", date(task.getStart())),
          field("finish", date(task.getFinish())),
          "\"durationHours\":" + hours(task.getDuration(), project),
          "\"plannedDurationHours\":" + hours(task.getPlannedDuration(), project),
          field("baselineStart", date(task.getBaselineStart())),
          field("baselineFinish", date(task.getBaselineFinish())),
          "\"baselineDurationHours\":" + hours(task.getBaselineDuration(), project),
          field("plannedStart", date(task.getPlannedStart())),
          field("plannedFinish", date(task.getPlannedFinish())),
          "\"predecessors\":[" + String.join(",", predecessors) + "]") + "}");
    }
    List<String> calendars = new ArrayList<>();
    for (ProjectCalendar calendar : project.getCalendars()) calendars.add(quote(calendar.getName()));
    return "{" + field("file", file) + ",\"taskCount\":" + tasks.size() + ",\"linkCount\":" + links + ",\"calendars\":[" + String.join(",", calendars) + "],\"tasks\":["
        + String.join(",", tasks) + "]}";
  }

  /** P6 tasks are known by their activity id, MS Project tasks by their unique id. */
  private static String key(Task task) {
    if (task == null) return null;
    if (task.getActivityID() != null) return task.getActivityID();
    return task.getUniqueID() == null ? null : String.valueOf(task.getUniqueID());
  }

  private static String date(LocalDateTime value) {
    return value == null ? null : value.toString();
  }

  private static String hours(Duration duration, ProjectFile project) {
    if (duration == null) return "null";
    return String.valueOf(duration.convertUnits(TimeUnit.HOURS, project.getProjectProperties()).getDuration());
  }

  private static String field(String name, String value) {
    return quote(name) + ":" + (value == null ? "null" : quote(value));
  }

  private static String quote(String text) {
    if (text == null) return "null";
    StringBuilder out = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      if (c == '"' || c == '\\') out.append('\\').append(c);
      else if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
      else out.append(c);
    }
    return out.append('"').toString();
  }
}
