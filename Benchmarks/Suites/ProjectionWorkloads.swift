// BenchmarkSuites/ProjectionWorkloads: the projection benchmarks' per-frame workloads (oracle, floor, linear walk, cursor).
import Analysis
import Harness
import ScrollAxis

/// Per frame: the reference projection `model.project(y)` (§6), reading the height and panel origin.
public struct OracleWorkload<Path: OffsetPath>: FrameWorkload {
    /// The axis.
    public let model: AxisModel
    /// Where each frame goes.
    public var path: Path

    /// A workload walking `path` on `model`.
    public init(model: AxisModel, path: Path) {
        self.model = model
        self.path = path
    }

    /// Runs `frames` oracle projections.
    public mutating func run(frames: Int) -> Double {
        path.startBatch()
        var sum = 0.0
        for _ in 0..<frames {
            let projection = model.project(path.next())
            sum += projection.displayHeight + projection.panelOriginY
        }
        return sum
    }
}

/// The measurement floor: per frame, the path's next offset written through the same sink as the other
/// workloads (one add), and nothing else. Every other workload pays at least this.
public struct FloorWorkload<Path: OffsetPath>: FrameWorkload {
    /// Where each frame goes.
    public var path: Path

    /// A floor walking `path`.
    public init(path: Path) { self.path = path }

    /// Runs `frames` frames of path + sink.
    public mutating func run(frames: Int) -> Double {
        path.startBatch()
        var sum = 0.0
        for _ in 0..<frames { sum += path.next() }
        return sum
    }
}

/// Per frame: the oracle's linear walk (§6) into one preallocated projection, `model.project(y, into:)`: the
/// reference algorithm without its per-frame allocation, the fair baseline for the cursor's frame coherence.
public struct LinearWalkWorkload<Path: OffsetPath>: FrameWorkload {
    /// The axis.
    public let model: AxisModel
    /// The reused projection (its storage is allocated once, here).
    public var projection: AxisProjection
    /// Where each frame goes.
    public var path: Path

    /// A workload walking `path` on `model`.
    public init(model: AxisModel, path: Path) {
        self.model = model
        self.path = path
        projection = model.project(OuterRange(model: model).minimum)
    }

    /// Runs `frames` linear walks.
    public mutating func run(frames: Int) -> Double {
        path.startBatch()
        var sum = 0.0
        for _ in 0..<frames {
            model.project(path.next(), into: &projection)
            sum += projection.displayHeight + projection.panelOriginY
        }
        return sum
    }
}

/// Per frame: `ProjectionCursor.move(to:changes:)` (§12), then what a frame writes: the height, the panel
/// origin and every participant offset that changed.
public struct CursorWorkload<Path: OffsetPath>: FrameWorkload {
    /// The cursor (its buffers are owned by this workload alone, so moving it never copies).
    public var cursor: ProjectionCursor
    /// Reused change storage.
    public var changes: ProjectionChanges
    /// Where each frame goes.
    public var path: Path

    /// A workload walking `path` with a fresh cursor on `model`.
    public init(model: AxisModel, path: Path) {
        cursor = ProjectionCursor(model: model)
        changes = cursor.makeChanges()
        self.path = path
    }

    /// Runs `frames` cursor moves.
    public mutating func run(frames: Int) -> Double {
        path.startBatch()
        var sum = 0.0
        for _ in 0..<frames {
            cursor.move(to: path.next(), changes: &changes)
            sum += cursor.displayHeight + cursor.panelOriginY
            for index in changes.participantIndices { sum += cursor.participantOffset(at: index) }
        }
        return sum
    }
}
