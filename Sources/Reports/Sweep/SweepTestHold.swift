// Reports/Sweep/SweepTestHold: a documented test hook that holds a sweep at a known phase until it is interrupted.
import Analysis
import Foundation
import SafeOutput
import Sweep

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `BENCH_TEST_HOLD=simulate|write|plot` makes `bench sweep` stop at that phase — after the first finished chunk
/// of cells, after `sweep.csv`/`sweep.json` are written, or after the PNGs are drawn (all still under temporary
/// names) — print `hold: <phase>` on standard error and wait there until SIGINT or SIGTERM arrives. Tests use it
/// to interrupt every phase deterministically, whatever the machine's speed; it is never set in normal use.
public enum SweepTestHold {
    /// The environment variable.
    public static let variable = "BENCH_TEST_HOLD"
    /// The phases it accepts: `simulate` and the ``SweepWritePhase`` names.
    public static let phases = ["simulate"] + SweepWritePhase.allCases.map(\.rawValue)

    /// The phase to hold at, from the environment (nil when unset).
    ///
    /// - Throws: ``SweepSpecError`` naming the variable when it is set to no phase.
    public static func phase(_ environment: [String: String]) throws(SweepSpecError) -> String? {
        guard let phase = environment[variable] else { return nil }
        guard phases.contains(phase) else {
            throw SweepSpecError("\(variable): '\(phase)' is not one of \(phases.joined(separator: ", "))")
        }
        return phase
    }

    /// When `phase` is the held one: says so on standard error and waits until the interruption flag is raised.
    public static func hold(at phase: String, held: String?, io: CLIOutput) {
        guard phase == held else { return }
        io.writeError("hold: \(phase)\n")
        while !Interruption.flag.isCancelled { usleep(1_000) }
    }
}
