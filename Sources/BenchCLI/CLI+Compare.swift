// BenchCLI/CLI+Compare: `bench compare`: movement curves from one release to each target, styles, peers, policies.
import Analysis
import Harness
import PanelSimulator
import Plotting
import Reports
import ScrollAxis
import ScrollPhysics

extension BenchCLI {
    /// The peer physics `bench compare --peers` can add.
    enum Peer: String, CaseIterable {
        /// Flutter's BouncingScrollSimulation (friction 0.135, spring at the edges).
        case flutter
        /// Android's OverScroller spline fling (stopped at the edges).
        case android
        /// FloatingPanel: WWDC18 projection (0.998) to the nearest detent, then its spring.
        case floatingpanel
    }

    /// Overlays the movements one release could make, or the same gesture through every release policy.
    static let compare = Verb(
        name: "compare", summary: "deceleration curves from one release to each target, styles, peers or policies",
        discussion: """
            For one release (--start-height, --velocity in points per MILLISECOND, or a --drag), simulates the \
            movement to each target (every detent and nested-scroll segment end, or the display heights listed with \
            --targets) with UIKit deceleration retargeted onto it at the panel rate and at the inner rate, and with \
            the view-animation spring; --peers adds the natural curves of Flutter, Android and FloatingPanel from \
            the same position and velocity. The curve the scenario's release policy actually runs is drawn thick and \
            marked [chosen] / '*'. The y axis is the axis position: display height, then inner scroll added on top \
            (points); x is seconds since release.
            With --policies the same gesture runs through every release policy of SEEDS.md instead (x: seconds since \
            touch-down); the comment pop-up and thirty-line policies read the finger path, so without --drag a drag \
            of --duration seconds at the --velocity speed is synthesized (and said so).
            The table gives settle time (s), overshoot (pt), peak speed (pt/s) and the velocity jump at release \
            (pt/s). The image goes to Plots/compare-<scenario>.png (Plots/policies-<scenario>.png with --policies).
            Example: bench compare --scenario default --start-height 400 --velocity 1.5 --peers flutter,android --renderer raster
            """,
        options: GestureOptions.specs + [
            .option(
                "targets", valueName: "heights",
                help: "display heights to move to, points, comma-separated (default: every detent and segment end)"),
            .option(
                "peers", valueName: "names",
                help:
                    "peer physics to overlay, comma-separated: \(Peer.allCases.map(\.rawValue).joined(separator: ", ")) or all"
            ),
            .flag("policies", help: "overlay the same gesture through every release policy instead"),
            .option(
                "max-time", kind: .number(0.01...60), valueName: "s",
                help: "right end of the time axis, seconds (default: fit the slowest curve)"),
        ] + PlotOutput.specs(outHelp: "the PNG to write (default: Plots/compare-<scenario>.png)")
    ) { invocation in
        let arguments = invocation.arguments
        let policies = arguments.flag("policies")
        if policies {
            for name in ["targets", "peers"] where arguments.isGiven(name) {
                throw UsageError("--\(name): does not apply with --policies")
            }
        }
        let peers = try parsePeers(arguments.string("peers"))
        let setup = try GestureOptions.setup(arguments, synthesizeDrag: policies)
        let simulator: PanelSimulator
        do throws(SimulationError) {
            simulator = try PanelSimulator(scenario: setup.scenario)
        } catch {
            throw UsageError(error.description)
        }
        let comparison =
            policies
            ? try policyCurves(simulator, setup: setup)
            : try targetCurves(simulator, setup: setup, heights: arguments.string("targets"), peers: peers)
        // Output paths are checked once the inputs are known good, so a bad value is reported first.
        let name = PlotOutput.safeName(setup.scenario.name)
        let targets = try PlotOutput.targets(
            arguments, defaultPath: "Plots/\(policies ? "policies" : "compare")-\(name).png")
        let spec = ComparePlot.spec(
            curves: comparison.curves, guides: comparison.guides,
            xLabel: policies ? "time since touch-down" : "time since release",
            releaseTime: policies ? setup.gesture.releaseTime : 0, maximumTime: arguments.number("max-time"),
            title: comparison.title, size: targets.size)
        let written = try PlotOutput.write(
            spec, csv: targets.csv == nil ? nil : ComparePlot.csv(comparison.curves), to: targets)
        let io = invocation.io
        io.print("scenario: \(setup.scenario.name); gesture: \(setup.description)")
        for note in comparison.notes { io.print("note: \(note)") }
        io.writeOutput(ComparePlot.table(comparison.curves, extra: comparison.extra).render())
        for line in written { io.print(line) }
        return .success
    }

    /// What a comparison draws and prints.
    struct Comparison {
        var curves: [CompareCurve]
        var guides: [HorizontalGuide]
        var title: String
        var notes: [String]
        var extra: (title: String, cells: [String])?
    }

    /// `--peers` as a list (`all` = every peer).
    static func parsePeers(_ raw: String?) throws(UsageError) -> [Peer] {
        guard let raw else { return [] }
        if raw == "all" { return Peer.allCases }
        var peers: [Peer] = []
        for word in raw.split(separator: ",", omittingEmptySubsequences: false) {
            guard let peer = Peer(rawValue: String(word)) else {
                throw UsageError(
                    "--peers: '\(word)' is not one of \(Peer.allCases.map(\.rawValue).joined(separator: ", ")), all")
            }
            if !peers.contains(peer) { peers.append(peer) }
        }
        return peers
    }

    /// Colours: retargeted deceleration at the panel and inner rates, the spring, then each peer.
    static let compareColors = (
        panelRate: PlotColor(rgb: 0x0072B2), innerRate: PlotColor(rgb: 0x009E73), spring: PlotColor(rgb: 0xD55E00),
        solver: PlotColor(rgb: 0x202020),
        peers: [
            Peer.flutter: PlotColor(rgb: 0xCC79A7), .android: PlotColor(rgb: 0xE69F00),
            .floatingpanel: PlotColor(rgb: 0x56B4E9),
        ]
    )

    /// A short name for an anchor: `detent 1 (400 pt)`, `detent 2 = list 1 start (700 pt)` (a detent the list
    /// absorbed), `list 1 end (700 pt)`, `lowest (66 pt)`.
    static func anchorLabel(_ anchor: ReleaseAnchor, scenario: Scenario) -> String {
        let height = "(\(GestureOptions.fmt(anchor.displayHeight)) pt)"
        switch anchor.kind {
        case .detent(let index): return "detent \(index) \(height)"
        case .segmentStart(let id):
            let absorbed = scenario.detents.firstIndex { abs($0 - anchor.displayHeight) <= 1 / scenario.displayScale }
            return (absorbed.map { "detent \($0) = " } ?? "") + "list \(id) start \(height)"
        case .segmentEnd(let id): return "list \(id) end \(height)"
        case .rangeEdge(let lowest): return "\(lowest ? "lowest" : "highest") \(height)"
        }
    }

    /// A place `bench compare` moves to: an outer offset (points) and its name.
    struct CompareTarget: Equatable {
        var outerOffset: Double
        var label: String
    }

    /// The targets of `--targets` (display heights), or every anchor away from the release position.
    static func compareTargets(_ heights: String?, context: ReleaseContext, scenario: Scenario) throws(UsageError)
        -> [CompareTarget]
    {
        let band = 1 / scenario.displayScale
        guard let heights else {
            return context.anchors.filter { abs($0.outerOffset - context.releaseOuterOffset) > band }
                .map { CompareTarget(outerOffset: $0.outerOffset, label: anchorLabel($0, scenario: scenario)) }
        }
        var chosen: [CompareTarget] = []
        for word in heights.split(separator: ",", omittingEmptySubsequences: false) {
            guard let h = Double(word), h.isFinite else {
                throw UsageError("--targets: '\(word)' is not a number (pt)")
            }
            let matches = context.anchors.filter { abs($0.displayHeight - h) <= band }
            if !matches.isEmpty {
                chosen += matches.map {
                    CompareTarget(outerOffset: $0.outerOffset, label: anchorLabel($0, scenario: scenario))
                }
                .filter { !chosen.contains($0) }
                continue
            }
            // A free height on a panel stretch: the offset where the panel shows it, below any later list.
            let consumed = zip(context.anchors, context.anchors.dropFirst()).reduce(0.0) { sum, pair in
                if case .segmentStart = pair.0.kind, pair.0.displayHeight < h {
                    return sum + pair.1.outerOffset - pair.0.outerOffset
                }
                return sum
            }
            let y = h - scenario.viewportHeight + consumed
            guard context.outerRange.contains(y) else {
                let low = context.anchors.first?.displayHeight ?? 0
                let high = context.anchors.last?.displayHeight ?? 0
                throw UsageError(
                    "--targets: \(GestureOptions.fmt(h)) pt is outside the panel's travel "
                        + "(\(GestureOptions.fmt(low))…\(GestureOptions.fmt(high)) pt)")
            }
            chosen.append(CompareTarget(outerOffset: y, label: "\(GestureOptions.fmt(h)) pt"))
        }
        return chosen
    }

    /// Curves from one release to each target (three styles), plus peers; the policy's own movement marked.
    static func targetCurves(
        _ simulator: PanelSimulator, setup: GestureOptions.Setup, heights: String?,
        peers: [Peer]
    ) throws -> Comparison {
        let scenario = setup.scenario
        let v = scenario.viewportHeight
        let context: ReleaseContext
        let solver: Trajectory
        do throws(SimulationError) {
            context = try simulator.releaseContext(for: setup.gesture)
            solver = try simulator.run(setup.gesture)
        } catch {
            throw UsageError(error.description)
        }
        let targets = try compareTargets(heights, context: context, scenario: scenario)
        var styles: [(name: String, movement: ForcedMovement, color: PlotColor)] = [
            (
                "decel \(GestureOptions.fmt(scenario.panelDecelerationRate))/ms",
                .deceleration(ratePerMillisecond: scenario.panelDecelerationRate), compareColors.panelRate
            )
        ]
        if scenario.innerDecelerationRate != scenario.panelDecelerationRate {
            styles.append(
                (
                    "decel \(GestureOptions.fmt(scenario.innerDecelerationRate))/ms",
                    .deceleration(ratePerMillisecond: scenario.innerDecelerationRate), compareColors.innerRate
                ))
        }
        styles.append(("spring", .viewAnimation, compareColors.spring))

        let band = 1 / scenario.displayScale
        let s = solver.summary
        let chosenMovement: ForcedMovement? =
            switch s.movement {
            case .decelerating: .deceleration(ratePerMillisecond: context.decelerationRate)
            case .animating: .viewAnimation
            default: nil
            }
        var curves: [CompareCurve] = []
        for target in targets {
            for style in styles {
                let run: Trajectory
                do throws(SimulationError) {
                    run = try simulator.run(setup.gesture, movingTo: target.outerOffset, by: style.movement)
                } catch {
                    throw UsageError(error.description)
                }
                let chosen =
                    abs(s.targetOuterOffset - target.outerOffset) <= band && chosenMovement == style.movement
                    && scenario.policy == .boDragScroll
                curves.append(
                    movementCurve(
                        run, target: target.label, style: style.name, chosen: chosen,
                        color: style.color, viewport: v))
            }
        }
        var notes: [String] = []
        if !curves.contains(where: \.isChoice) {
            // The policy does something none of the candidates does (bounce, rest, another target): show it as is.
            curves.append(
                movementCurve(
                    solver, target: "\(GestureOptions.fmt(s.targetHeight)) pt", style: scenario.policy.rawValue,
                    chosen: true, color: compareColors.solver, viewport: v))
            notes.append(
                "the \(scenario.policy.rawValue) policy's own movement (\(s.movement.rawValue)) is not among the "
                    + "candidates; it is drawn as the '\(scenario.policy.rawValue)' curve")
        }
        curves += try peerCurves(peers, context: context, scenario: scenario)
        let guides = targets.map { HorizontalGuide(y: $0.outerOffset + v, label: $0.label) }
        let title = "\(scenario.name): \(setup.description) - movement to each target"
        return Comparison(curves: curves, guides: guides, title: title, notes: notes, extra: nil)
    }

    /// The frames from release on, as a curve in axis positions over seconds since release.
    static func movementCurve(
        _ run: Trajectory, target: String, style: String, chosen: Bool, color: PlotColor,
        viewport: Double
    ) -> CompareCurve {
        let s = run.summary
        let frames = run.frames.filter { $0.time >= s.releaseTime }
        return CompareCurve(
            target: target, style: style, restingPosition: s.targetOuterOffset + viewport,
            times: frames.map { $0.time - s.releaseTime }, positions: frames.map { $0.outerOffset + viewport },
            settleTime: s.settleTime, overshoot: s.overshoot, peakSpeed: s.peakSpeed, velocityJump: s.velocityJump,
            isChoice: chosen, color: color)
    }

    /// The peers' natural curves from the release position and velocity.
    static func peerCurves(_ peers: [Peer], context: ReleaseContext, scenario: Scenario) throws -> [CompareCurve] {
        let c = context.releaseOuterOffset
        let velocity = context.releaseVelocity * 1000
        let range = context.outerRange
        let interval = scenario.frameInterval
        let rest = 0.5 / scenario.displayScale
        var curves: [CompareCurve] = []
        for peer in peers {
            let sampled:
                (
                    times: [Double], positions: [Double], rest: Double, settle: Double, overshoot: Double, peak: Double,
                    jump: Double
                )
            let target: String
            do throws(PhysicsInputError) {
                switch peer {
                case .flutter:
                    let motion = try FlutterBouncingScrollSimulation.flutter(
                        position: c, velocity: velocity, leadingExtent: range.lowerBound,
                        trailingExtent: range.upperBound)
                    sampled = ComparePlot.sample(
                        motion, releaseVelocity: velocity, range: range, shift: scenario.viewportHeight,
                        interval: interval, restDistance: rest)
                    target = "own rest"
                case .android:
                    let motion = try AndroidSplineFling(position: c, velocity: velocity)
                    sampled = ComparePlot.sample(
                        motion, releaseVelocity: velocity, range: range, shift: scenario.viewportHeight,
                        interval: interval, restDistance: rest)
                    target = "own rest"
                case .floatingpanel:
                    let projected = FloatingPanelPhysics.projectedPosition(from: c, velocity: velocity)
                    // Detents, including those a list's start absorbed (within one pixel).
                    let detents = context.anchors.filter { anchor in
                        if case .segmentEnd = anchor.kind { return false }
                        return scenario.detents.contains { abs($0 - anchor.displayHeight) <= 1 / scenario.displayScale }
                    }
                    let nearest = (detents.isEmpty ? context.anchors : detents).min {
                        abs($0.outerOffset - projected) < abs($1.outerOffset - projected)
                    }
                    let goal = nearest?.outerOffset ?? min(max(projected, range.lowerBound), range.upperBound)
                    let motion = try SpringSimulation(
                        spring: FloatingPanelPhysics.spring(releaseVelocity: velocity), position: c, velocity: velocity,
                        target: goal)
                    sampled = ComparePlot.sample(
                        motion, releaseVelocity: velocity, range: range, shift: scenario.viewportHeight,
                        interval: interval, restDistance: rest)
                    target = nearest.map { anchorLabel($0, scenario: scenario) } ?? "projection"
                }
            } catch {
                throw UsageError("--peers: \(peer.rawValue): \(error)")
            }
            curves.append(
                CompareCurve(
                    target: target, style: peer.rawValue, restingPosition: sampled.rest, times: sampled.times,
                    positions: sampled.positions, settleTime: sampled.settle, overshoot: sampled.overshoot,
                    peakSpeed: sampled.peak,
                    velocityJump: sampled.jump, isChoice: false,
                    color: compareColors.peers[peer] ?? compareColors.solver))
        }
        return curves
    }

    /// The same gesture through every release policy: whole trajectories (seconds since touch-down).
    static func policyCurves(_ simulator: PanelSimulator, setup: GestureOptions.Setup) throws -> Comparison {
        let scenario = setup.scenario
        let v = scenario.viewportHeight
        let palette = PlotTheme.standard.seriesColors
        var curves: [CompareCurve] = []
        var kept: [String] = []
        var notes: [String] = []
        if setup.synthesized {
            notes.append(
                "no --drag given: synthesized \(setup.description.replacingOccurrences(of: " (synthesized)", with: "")) "
                    + "at \(GestureOptions.fmt(scenario.frameRate)) Hz touches, because the comment-popup and thirty-line "
                    + "policies decide from the finger path")
        }
        for (index, policy) in ReleasePolicy.allCases.enumerated() {
            let run: Trajectory
            do throws(SimulationError) {
                run = try simulator.run(setup.gesture, policy: policy)
            } catch {
                notes.append("\(policy.rawValue): not simulated: \(error.description)")
                continue
            }
            let s = run.summary
            curves.append(
                CompareCurve(
                    target: "\(GestureOptions.fmt(s.targetHeight)) pt", style: policy.rawValue,
                    restingPosition: s.targetOuterOffset + v, times: run.frames.map(\.time),
                    positions: run.frames.map { $0.outerOffset + v }, settleTime: s.settleTime, overshoot: s.overshoot,
                    peakSpeed: s.peakSpeed, velocityJump: s.velocityJump, isChoice: policy == scenario.policy,
                    color: palette[index % palette.count]))
            kept.append(s.momentumKeptAtHandoff.map { TextTable.number($0 * 100) } ?? "n/a")
        }
        guard !curves.isEmpty else { throw UsageError("no release policy could simulate this gesture") }
        // Hold each panel at rest until the slowest one settles, so a policy that stops at once stays visible.
        let end = curves.compactMap(\.times.last).max() ?? 0
        for index in curves.indices where (curves[index].times.last ?? end) < end {
            curves[index].times.append(end)
            curves[index].positions.append(curves[index].restingPosition)
        }
        let guides = scenario.detents.enumerated().map { index, h in
            HorizontalGuide(y: h, label: "detent \(index): \(GestureOptions.fmt(h)) pt")
        }
        let title = "\(scenario.name): \(setup.description) - every release policy"
        return Comparison(
            curves: curves, guides: guides, title: title, notes: notes,
            extra: (title: "momentum kept %", cells: kept))
    }
}
