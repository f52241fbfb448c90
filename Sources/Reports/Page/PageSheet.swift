// Reports/Page/PageSheet: one animated sheet of the HTML page: the simulated frames, the geometry that places them
// on a phone-sized screen, and the moments marked on its curves.
import Analysis
import PanelSimulator
import Scenario
import ScrollAxis

/// One nested scroll view as the page draws it, points: its frame in its parent (the panel for the outermost
/// level, the next level's content for the others) and its content.
public struct PageList: Sendable, Hashable {
    /// The participant's name (`table`, `inner`, …).
    public var name: String
    /// Top of its frame in the parent's content (the panel for the outermost level), points.
    public var frameTop: Double
    /// Its frame's height, points.
    public var viewportHeight: Double
    /// Its content height, points.
    public var contentHeight: Double
    /// Its top content inset, points.
    public var insetTop: Double
}

/// A moment marked on a sheet's curves (touch-down, release, handoff, settle, a script action).
public struct PageMark: Sendable, Hashable {
    /// What happens: `touch-down`, `release`, `handoff table → panel`, `settle`, …
    public var label: String
    /// Seconds since touch-down.
    public var time: Double
    /// The kind, for the page's styling and tests: `touch`, `release`, `handoff`, `settle`, `action`.
    public var kind: String

    /// Creates a mark.
    public init(label: String, time: Double, kind: String) {
        self.label = label
        self.time = time
        self.kind = kind
    }
}

/// One sheet the page animates: what the simulator produced for one gesture on one scenario.
public struct PageSheet: Sendable {
    /// The sheet's label, as the PNG's legend names its curve.
    public var label: String
    /// Its colour group (``ComparePlot/color(group:)``).
    public var group: Int
    /// Its dash variant (``ComparePlot/dash(variant:)``): 0 solid, 1 dashed, …
    public var variant: Int
    /// The screen height the panel is shown in (the scenario's viewport), points.
    public var viewportHeight: Double
    /// The panel's own height, points.
    public var panelHeight: Double
    /// The nested scroll views, outermost first, with their frames.
    public var lists: [PageList]
    /// Indices into ``trajectory``'s participants for each of ``lists`` (nil when a list has no recorded offset).
    public var listColumns: [Int?]
    /// Detent display heights, points.
    public var detents: [Double]
    /// The frames.
    public var trajectory: Trajectory
    /// The axis velocity at each frame, points per second (``CompareAnalysis/velocityTrace(_:threshold:)``).
    public var velocities: [Double]
    /// The moments marked on its curves.
    public var marks: [PageMark]

    /// A sheet for `trajectory` simulated on `scenario`: the scenario's geometry, the frame-to-frame velocity, and
    /// (with `outcomeMarks`) touch-down, release, the first handoff crossed and the settle marked, plus `extraMarks`.
    /// A script's run passes `outcomeMarks: false` and marks its actions instead (its outcome is the last step's).
    public init(
        _ trajectory: Trajectory, scenario: Scenario, label: String, group: Int = 0, variant: Int = 0,
        extraMarks: [PageMark] = [], outcomeMarks: Bool = true
    ) {
        self.label = label
        self.group = group
        self.variant = variant
        self.trajectory = trajectory
        viewportHeight = scenario.viewportHeight
        panelHeight = scenario.panelHeight
        detents = scenario.detents
        velocities = CompareAnalysis.velocityTrace(trajectory).velocities
        // Outermost level first: its frame sits at chainTopInPanel in the panel; each inner level sits at its
        // parent's childMinY in the parent's content.
        var lists: [PageList] = []
        var columns: [Int?] = []
        for level in scenario.chain.indices.reversed() {
            let chainLevel = scenario.chain[level]
            let top = level == scenario.chain.count - 1 ? scenario.chainTopInPanel : scenario.chain[level + 1].childMinY
            lists.append(
                PageList(
                    name: scenario.participantName(level: level), frameTop: top,
                    viewportHeight: chainLevel.viewportHeight, contentHeight: chainLevel.contentHeight,
                    insetTop: chainLevel.insetTop))
            columns.append(trajectory.participantIDs.firstIndex { Int($0) - 1 == level })
        }
        self.lists = lists
        listColumns = columns
        marks =
            (outcomeMarks ? Self.outcomeMarks(trajectory) : [PageMark(label: "touch-down", time: 0, kind: "touch")])
            + extraMarks
    }

    /// Most owner changes marked while the finger is down.
    static let maximumTrackingHandoffs = 4

    /// Touch-down, each change of owner while the finger is down (the frames' owner, at most
    /// ``maximumTrackingHandoffs``), release, the first handoff the motion crosses after release (the outcome's
    /// measured crossing), and the settle; seconds since touch-down.
    static func outcomeMarks(_ trajectory: Trajectory) -> [PageMark] {
        let o = trajectory.outcome
        var marks = [PageMark(label: "touch-down", time: 0, kind: "touch")]
        var tracked = 0
        for (previous, frame) in zip(trajectory.frames, trajectory.frames.dropFirst())
        where frame.time <= o.releaseTime && frame.owner != previous.owner && tracked < maximumTrackingHandoffs {
            let label = "handoff \(trajectory.name(of: previous.owner)) → \(trajectory.name(of: frame.owner))"
            marks.append(PageMark(label: label, time: frame.time, kind: "handoff"))
            tracked += 1
        }
        if o.releaseTime > 0 {
            marks.append(PageMark(label: "release", time: o.releaseTime, kind: "release"))
        } else {
            marks[0].label = "touch-down & release"
        }
        if let h = o.handoff {
            marks.append(PageMark(label: "handoff \(h.from) → \(h.to)", time: o.releaseTime + h.time, kind: "handoff"))
        }
        marks.append(PageMark(label: "settle", time: o.releaseTime + o.settleTime, kind: "settle"))
        return marks
    }
}
