// BenchCLI/SweepOptions+Plan: the scenario, grid and runner a `bench sweep` command line describes, checked.
import Analysis
import ArgumentParsing
import PanelSimulator
import Reports

/// What `bench sweep` will run: everything checked before anything runs or is written.
struct SweepPlan: Sendable {
    /// Cells a sweep may have without `--force`.
    static let cellLimit = 1_000_000
    /// Cells a sweep may never have, even with `--force`: shard it instead.
    static let hardCellLimit = 50_000_000

    /// The scenario with `--style` and `--settle-threshold` applied.
    var scenario: Scenario
    /// `--scenario` as given (recorded in `sweep.json`).
    var spec: String
    /// Parameters × start heights × gesture values.
    var grid: SweepGrid
    /// The runner for the grid.
    var runner: SweepRunner

    /// The plan for `scenario`: the grid of `parameters` (`--param` texts, else the system's default parameter),
    /// `startHeights`, and the gesture values of `gesture` (else the system's default gesture), and its runner.
    ///
    /// - Throws: ``UsageError`` naming the option: the other gesture's values, a bad parameter or value list, a
    ///   grid over a limit (``cellLimit`` without `force`, ``hardCellLimit``).
    init(
        scenario: Scenario, spec: String, parameters: [String], gesture: SweepGesture?,
        gestureValues: [SweepGesture: String], startHeights: String?, force: Bool
    ) throws(UsageError) {
        let gesture = gesture ?? SweepDefaults.gesture(for: scenario)
        let other: SweepGesture = gesture == .release ? .drag : .release
        if gestureValues[other] != nil {
            throw UsageError(
                "\(other.option): only used with --gesture \(other.rawValue) (this sweep uses \(gesture.rawValue))")
        }
        do throws(SweepSpecError) {
            var axes: [SweepAxis] = []
            for text in parameters.isEmpty ? [SweepDefaults.parameter(for: scenario)] : parameters {
                axes.append(try Self.axis(text))
            }
            let values = try SweepValues.parse(
                gestureValues[gesture] ?? gesture.defaultValues, label: gesture.option)
            let heights = try SweepValues.parse(
                startHeights ?? SweepDefaults.startHeights(for: scenario), label: "--start-heights")
            let grid: SweepGrid
            do {
                grid = try SweepGrid.checked(
                    parameters: axes, startHeights: heights, gesture: gesture, gestureValues: values)
            } catch { throw SweepSpecError(Self.message(error)) }
            if grid.count > Self.hardCellLimit {
                throw SweepSpecError(
                    "the grid has \(grid.count) cells, more than \(Self.hardCellLimit) (split it into several sweeps)")
            }
            if grid.count > Self.cellLimit, !force {
                throw SweepSpecError(
                    "the grid has \(grid.count) cells, more than \(Self.cellLimit) (use --force to run it anyway)")
            }
            do { runner = try SweepRunner(setup: SweepSetup(scenario: scenario), grid: grid) } catch {
                throw SweepSpecError(Self.message(error))
            }
            self.grid = grid
        } catch {
            throw UsageError(error.description)
        }
        self.scenario = scenario
        self.spec = spec
    }

    /// One `--param` value, `NAME=START:STOP:STEP` or `NAME=v1,v2,…`.
    static func axis(_ text: String) throws(SweepSpecError) -> SweepAxis {
        guard let equals = text.firstIndex(of: "=") else {
            throw SweepSpecError(
                "--param: '\(text)' is not NAME=START:STOP:STEP or NAME=v1,v2,… (names: \(SweepParameter.nameList))")
        }
        let name = String(text[..<equals])
        guard let parameter = SweepParameter(rawValue: name) else {
            throw SweepSpecError("--param: unknown parameter '\(name)' (valid: \(SweepParameter.nameList))")
        }
        let values = try parameter.parseValues(String(text[text.index(after: equals)...]), label: "--param \(name)=")
        return SweepAxis(parameter: parameter, values: values)
    }

    /// The line for `error`, naming the option that gave the part at fault (`--param NAME=VALUES: …`).
    static func message(_ error: SweepGridError) -> String {
        let reason =
            switch error.reason {
            case .givenTwice: "given twice (give its values in one --param)"
            case .needsDragGesture: "only used with --gesture drag"
            default: SweepGridError(nil, error.reason).description
            }
        guard let field = error.field else { return reason }
        let option =
            switch field {
            case .parameters: "--param"
            case .parameter(let parameter, let values):
                "--param \(parameter.rawValue)" + (values.map { "=\($0)" } ?? "")
            case .gestureValues(let gesture, let values): "\(gesture.option) \(values)"
            case .startHeights(let values): "--start-heights \(values)"
            }
        return "\(option): \(reason)"
    }
}

extension SweepGesture {
    /// The option that gives this gesture's values.
    var option: String { self == .release ? "--velocities" : "--distances" }
}
