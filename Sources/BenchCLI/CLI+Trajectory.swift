// BenchCLI/CLI+Trajectory: `bench trajectory`: panel height over time for one gesture, as PNG (+ CSV) and a summary.
import Analysis
import ArgumentParsing
import Foundation
import Harness
import PanelSimulator
import Plotting
import Reports
import Support

extension BenchCLI {
    /// Simulates one gesture, draws its trajectory and prints its summary.
    static let trajectory = Verb(
        name: "trajectory", summary: "panel height over time for one gesture: PNG plot, CSV frames, summary",
        discussion: """
            Simulates one gesture (a bare release at --start-height with --velocity, or a --drag of --duration \
            seconds) through the scenario's release policy and plots the display height (pt) over time (s): detents \
            as dashed guides, release and settle marked, phases shaded; a second panel shows the nested scroll views' \
            content offsets when a chain is captured. Velocities are in points per MILLISECOND, UIKit's \
            willEndDragging unit (the solver's thresholds 0.2 and 2.2 are in it).
            The summary is the outcome record that compare and sweep share: where the panel lands (height, detent, \
            outer offset), each scroll view's content offset at rest by name, the settle time (from release until \
            the axis stays within the settle threshold of rest: half a device pixel, 0.5 / scale pt, unless \
            --settle-threshold or the scenario's settleThreshold says otherwise), overshoot, peak speed (pt/s), the \
            velocity jump at release (motion start minus finger, pt/s), the first owner handoff the motion crosses \
            with the speed just before and after it and the momentum kept (after / before, measured), and the \
            comment pop-up's decision.
            The image goes to Plots/trajectory-<scenario>.png unless --out says otherwise; --csv writes every frame \
            (time_s, outer_offset_pt, display_height_pt, panel_origin_pt, owner, phase, offset_<id>_pt...); --html \
            writes the animated page (the sheet moving frame by frame; docs/page.md). \
            Existing files are replaced only with --force.
            --script runs a sequence of actions from --start-height instead of one gesture (or the scenario's \
            "script" when no gesture option is given): drag DISTANCE_PT DURATION_S [on-content], release PT_PER_MS, \
            touch DURATION_S (a still finger: stops a running movement, then re-snaps), wait S, move HEIGHT_PT \
            [instant] [DURATION_S] [style automatic|system|view] (programmatic, panel-only; explicit durations capped \
            at 0.9 s), settle [instant] (nearest detent), viewport W H, panel-height H, content-height LIST H (layout \
            and content changes: the visible height is kept), separated by ';' or new lines; a movement runs on \
            through waits until the next action interrupts it. Recorded gestures: --touches FILE (see \
            Gestures/README.md and docs/runtime.md).
            --trace-out FILE writes the run as the BODragScroll demo's trace recorder prints it (console lines \
            BODRAG_TRACE_BATCH {json}), for bench trace: a bare release written and read back replays with zero \
            error (docs/traces.md).
            Example: bench trajectory --scenario default --start-height 400 --velocity 1.5 --renderer raster
            --velocities v1,v2,... (or START:STOP:STEP) prints a landing table instead: the same gesture released at \
            each velocity, one row each (landing, each list's offset at rest, scroll type, movement, settle time, \
            overshoot, velocity jump); no plot is drawn.
            Example: bench trajectory --scenario movement-lab --script "move 760 0.9; wait 0.18; move 390"
            Example: bench trajectory --scenario default --start-height 400 --velocities -3,-0.5,-0.1,0.1,0.5,3
            """,
        options: TrajectoryOptions.self
    ) { options, invocation in
        let setup = try options.gesture.setup()
        warnImplausible(setup.scenario, io: invocation.io)
        if let script = try ScriptOptions.script(options, scenario: setup.scenario) {
            if options.traceOut != nil { throw UsageError("--trace-out: writes one gesture; not with a script") }
            return try ScriptOptions.run(script, setup: setup, output: options.output, invocation: invocation)
        }
        if let velocities = options.velocities {
            var scenario = setup.scenario
            if let policy = options.policy { scenario.policy = policy }
            let rows = try usage { () throws(CompareInputError) in
                try LandingSweep.run(setup.gesture, velocities: velocities, on: scenario)
            }
            var gesture = setup.description
            if options.gesture.drag == nil, options.gesture.touches == nil,
                case .displayHeight(let h) = setup.gesture.start
            {
                gesture = "release at \(NumberFormat.short(h)) pt"
            }
            invocation.io.print(
                "\(scenario.name): \(gesture), released at each velocity below; policy \(scenario.policy.rawValue)")
            invocation.io.writeOutput(LandingTable.table(rows).render())
            return .success
        }
        let policy = options.policy ?? setup.scenario.policy
        let trajectory: Trajectory
        do throws(SimulationError) {
            trajectory = try PanelSimulator(scenario: setup.scenario).run(setup.gesture, policy: policy)
        } catch {
            throw UsageError(error.description)
        }
        // Output paths are checked once the inputs are known good, so a bad value is reported first.
        let targets = try options.output.targets(
            defaultPath: "Plots/trajectory-\(PlotOutput.safeName(setup.scenario.name)).png")
        let threshold = options.jumpThreshold
        let trace = CompareAnalysis.velocityTrace(trajectory, threshold: threshold)
        let spec = TrajectoryPlot.spec(
            for: trajectory, title: TrajectorySummary.title(setup, policy: policy), size: targets.size,
            velocity: options.velocityPanel ? trace : nil, threshold: threshold)
        var extra: [(path: String, data: Data)] = []
        if let path = options.traceOut {
            for input in [options.gesture.scenario, options.gesture.touches].compactMap({ $0 })
            where sameFile(path, input) {
                throw UsageError("--trace-out: '\(path)' is an input of this run; an output never replaces its input")
            }
            try targets.set.declare(path)
            extra.append((path, Data(try TraceRecording.text(of: trajectory, scenario: setup.scenario).utf8)))
        }
        let title = TrajectorySummary.title(setup, policy: policy)
        var written = try PlotOutput.write(
            spec, csv: targets.csv == nil ? nil : trajectory.csv(),
            html: {
                AnimatedPage.html(
                    PageContent(
                        title: title, notes: ["gesture: \(setup.description)"],
                        sheets: [PageSheet(trajectory, scenario: setup.scenario, label: title)]))
            }, extra: extra, to: targets)
        if let path = options.traceOut { written.append("trace: \(path)") }
        invocation.io.writeOutput(
            TrajectorySummary.text(
                trajectory, setup: setup, policy: policy, jumps: (trace.outcome.discontinuities, threshold)))
        for line in written { invocation.io.print(line) }
        return .success
    }
}
