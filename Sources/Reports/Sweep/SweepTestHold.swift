// Reports/Sweep/SweepTestHold: a documented test hook that holds a sweep at a known phase until it is interrupted.
import Analysis
import Foundation
import SafeOutput
import Sweep

/// `BENCH_TEST_HOLD=simulate|write|plot` makes `bench sweep` stop at that phase — after the first finished chunk
/// of cells, after `sweep.csv`/`sweep.json` are written, or after the PNGs are drawn (all still under temporary
/// names) — print `hold: <phase>` on standard error and wait there until SIGINT or SIGTERM arrives. Two phases come
/// after that part, where a signal ends the process: `stopped` (after the line of a sweep stopped by a first signal)
/// and `placed` (after the folder took its name, before the summary); there the sweep waits for the signal that ends
/// it. `commit` holds any verb inside its renames into place (``InFlight``). Several phases may be given,
/// comma-separated (`simulate,stopped`). Tests use it to interrupt every phase
/// deterministically, whatever the machine's speed; it is never set in normal use.
public enum SweepTestHold {
    /// The environment variable.
    public static let variable = "BENCH_TEST_HOLD"
    /// The phases it accepts: `simulate`, the ``SweepWritePhase`` names, then `stopped` and `placed`.
    public static let phases =
        ["simulate"] + SweepWritePhase.allCases.map(\.rawValue) + ["stopped", "placed", InFlight.commitHoldPhase]

    /// The phases to hold at, from the environment, as written (nil when unset).
    ///
    /// - Throws: ``SweepSpecError`` naming the variable when a part of it is no phase.
    public static func phase(_ environment: [String: String]) throws(SweepSpecError) -> String? {
        guard let text = environment[variable] else { return nil }
        for phase in text.split(separator: ",", omittingEmptySubsequences: false) where !phases.contains(String(phase))
        {
            throw SweepSpecError("\(variable): '\(phase)' is not one of \(phases.joined(separator: ", "))")
        }
        return text
    }

    /// When `phase` is one of the held ones: says so on standard error and waits until the interruption flag is
    /// raised — or, at `stopped` and `placed`, until a signal ends the process.
    public static func hold(at phase: String, held: String?, io: CLIOutput) {
        guard let held, held.split(separator: ",").contains(Substring(phase)) else { return }
        io.writeError("hold: \(phase)\n")
        let ending = phase == "stopped" || phase == "placed"
        while ending || !Interruption.flag.isCancelled { usleep(1_000) }
    }
}
