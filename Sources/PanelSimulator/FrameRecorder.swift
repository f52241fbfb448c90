import ScrollAxis

/// Collects frames and participant offsets into storage reserved up front, and tracks the summary figures
/// incrementally, so recording a frame allocates nothing while the reservation holds.
struct FrameRecorder {
    /// Whether frames are stored (false: only the summary figures are tracked).
    let storesFrames: Bool
    /// Participants per frame.
    let participantCount: Int
    var frames: [Frame] = []
    var offsets: [Double] = []
    /// Frames seen, stored or not.
    var count = 0

    init(storesFrames: Bool, participantCount: Int) {
        self.storesFrames = storesFrames
        self.participantCount = participantCount
    }

    /// Reserves room for `frames` more frames (one allocation, outside the per-frame loop).
    mutating func reserve(_ more: Int) {
        guard storesFrames else { return }
        frames.reserveCapacity(frames.count + more)
        offsets.reserveCapacity((frames.count + more) * participantCount)
    }

    /// Records the frame the axis shows now.
    @inline(__always)
    mutating func record(time: Double, axis: CapturedAxis, phase: Phase) {
        count += 1
        guard storesFrames else { return }
        frames.append(Frame(time: time, outerOffset: axis.outerOffset, displayHeight: axis.displayHeight,
                            panelOriginY: axis.panelOriginY, owner: axis.owner, phase: phase))
        for k in 0..<participantCount { offsets.append(axis.participantOffset(k)) }
    }
}
