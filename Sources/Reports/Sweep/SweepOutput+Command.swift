// Reports/Sweep/SweepOutput+Command: what `bench sweep` needs around the folder writer: the header of a plan, the
// notes on it, and a written file read back for standard output.
import Analysis
import Foundation
import PanelSimulator
import SafeOutput
import Sweep

extension SweepHeader {
    /// The header of a sweep of `plan` (its scenario given as `spec`, e.g. a preset name or a path) written by
    /// `tool`, for `shard` when one.
    public init(_ plan: SweepPlan, spec: String, shard: SweepShard?, tool: String) {
        self.init(
            tool: tool, scenario: SweepScenarioInfo(plan.runner.setup, spec: spec),
            ranScenario: plan.runner.setup.scenario, settleThresholdPt: plan.scenario.tolerance.settle,
            participants: plan.runner.participants, grid: plan.grid, shard: shard)
    }
}

extension SweepPlan {
    /// One note per swept parameter that changes nothing in this scenario (a view-animation parameter on a
    /// system-style scenario): `animation-speed only changes --style view movements`.
    public var notes: [String] {
        grid.parameters.filter { $0.parameter.needsViewAnimation && scenario.movementStyle != .viewAnimation }.map {
            "\($0.parameter.rawValue) only changes --style view movements"
        }
    }
}

extension SweepOutput {
    /// The text of the file at `path`, one this command just wrote (for a copy on standard output).
    ///
    /// - Throws: ``OutputError`` (the machine's refusal: the file was just written) when it cannot be read.
    public static func writtenText(_ path: String) throws(OutputError) -> String {
        do {
            let data = try InputFile.readText(path, maximumBytes: SweepShardFolders.maximumSweepFileBytes)
            return String(decoding: data, as: UTF8.self)
        } catch {
            throw OutputError(error.description, isBadPath: false)
        }
    }
}
