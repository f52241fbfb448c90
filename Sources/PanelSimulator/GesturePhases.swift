// PanelSimulator/GesturePhases: one gesture as its sequence of phases (tracking, movement, handoff, bounce, rest),
// each with its frames and its event times, found once from the movement's solved events.

/// One phase of a gesture: what it is, the frames it spans and, for the events, when they happen.
///
/// Frames are numbered from 0 (touch-down) in the order a recorded trajectory holds them; times are seconds since
/// touch-down, the frame times themselves (``GesturePhases/frameTimeSeconds(ofFrame:)``).
public struct GesturePhase: Hashable, Sendable {
    /// What a phase is.
    public enum Kind: Hashable, Sendable {
        /// The finger is down: its path through the tracker, from touch-down to the release frame.
        case tracking
        /// The closed-form motion after release, its frames showing `shows` (``Phase/decelerating`` or
        /// ``Phase/animating``).
        case movement(shows: Phase)
        /// The owner of the axis changes at a participant-segment edge (`boundaryOuterOffset`, points), which the
        /// motion reaches `crossingSecondsAfterRelease` seconds after release, between the phase's two frames
        /// (``GesturePhase/firstFrame``: the last before the edge; ``GesturePhase/lastFrame``: the first at or past
        /// it). An instant: its frames belong to the phases either side.
        case handoff(crossingSecondsAfterRelease: Double, boundaryOuterOffset: Double)
        /// The spring back from overscroll to the edge, which takes over from the deceleration
        /// `switchSecondsAfterRelease` seconds after release.
        case bounce(switchSecondsAfterRelease: Double)
        /// The final frame, exactly on the target; the axis stays within the settle threshold of it from
        /// `settleSecondsAfterRelease` seconds after release (one frame after the last far movement frame; 0: never
        /// far).
        case rest(settleSecondsAfterRelease: Double)
    }

    /// What the phase is.
    public var kind: Kind
    /// Its first frame (a handoff: the frame before the edge), an index since touch-down.
    public var firstFrame: Int
    /// Its last frame (a handoff: the first frame at or past the edge), an index since touch-down.
    public var lastFrame: Int
    /// The time of its first frame, seconds since touch-down (a handoff: the crossing time).
    public var startSeconds: Double
    /// The time of its last frame, seconds since touch-down (a handoff: the crossing time).
    public var endSeconds: Double

    /// Whether frames belong to this phase (every kind but the handoff, an instant between two frames).
    public var spansFrames: Bool {
        if case .handoff = kind { return false }
        return true
    }

    /// What the frames of this phase show (``Frame/phase``); nil for a handoff, which spans no frame.
    public var framePhase: Phase? {
        switch kind {
        case .tracking: return .tracking
        case .movement(let shows): return shows
        case .handoff: return nil
        case .bounce: return .bouncing
        case .rest: return .settled
        }
    }
}

/// A gesture as the sequence of its phases: tracking, then the movement (split where it hands the axis to another
/// owner and where a bounce-back's spring takes over), then the rest frame — or no rest frame when the cap cut the
/// movement still far from its target.
///
/// Found once, from the movement's solved events (``MovementEvents``), when the stepper is made; both of the
/// stepper's paths read it: ``FrameStepper/step()`` samples the phase each frame falls in, and
/// ``FrameStepper/finish()`` reads the outcome from it without sampling. Iterating it builds each phase on demand
/// from these few numbers (no storage).
public struct GesturePhases: Sequence, Hashable, Sendable {
    /// Seconds per frame.
    public let frameIntervalSeconds: Double
    /// The release, seconds since touch-down (the time of the last tracking frame).
    public let releaseSeconds: Double
    /// The tracking frames: touch-down (t = 0), every frame before the release, then the release frame.
    public let trackingFrameCount: Int
    /// What the movement's frames show before any bounce: ``Phase/decelerating`` or ``Phase/animating``.
    public let movementShows: Phase
    /// The movement frame the bounce-back's spring first shows (1 = the first after release), nil for none.
    public let bounceFirstMovementFrame: Int?
    /// Seconds after release when the bounce-back's spring takes over, nil for none.
    public let bounceSwitchSecondsAfterRelease: Double?
    /// Seconds after release when the motion reaches the handoff boundary (bisected on its closed form), nil for no
    /// handoff.
    public let handoffCrossingSecondsAfterRelease: Double?
    /// The handoff boundary's outer offset, points, nil for no handoff.
    public let handoffBoundaryOuterOffset: Double?
    /// The movement's frame events.
    let events: MovementEvents

    /// Every frame of the gesture: tracking, movement and (unless cut) the rest frame.
    public var frameCount: Int { trackingFrameCount + events.lastFrame + (events.cut ? 0 : 1) }
    /// Seconds after release from which the axis stays within the settle threshold of the target: one frame after
    /// the last movement frame farther than that (0 when none is).
    public var settleSecondsAfterRelease: Double {
        events.lastFarFrame > 0 ? Double(events.lastFarFrame) * frameIntervalSeconds + frameIntervalSeconds : 0
    }

    /// The time of frame `f` (an index since touch-down, `0..<frameCount`), seconds since touch-down: tracking
    /// frame k at k·dt and the release frame at the release; movement frame j at release + j·dt; the rest frame one
    /// frame after the last movement frame. The one place frame times are computed.
    @inline(__always)
    public func frameTimeSeconds(ofFrame f: Int) -> Double {
        if f < trackingFrameCount - 1 { return Double(f) * frameIntervalSeconds }
        let j = f - (trackingFrameCount - 1)
        if j == 0 {
            // The release frame: on a frame time that is the release itself (that time, as the frame grid has it),
            // else the release.
            let t = Double(f) * frameIntervalSeconds
            return t == releaseSeconds ? t : releaseSeconds
        }
        if j <= events.lastFrame { return releaseSeconds + Double(j) * frameIntervalSeconds }
        return releaseSeconds + Double(events.lastFrame) * frameIntervalSeconds + frameIntervalSeconds
    }

    /// The phase whose frames include frame `f` (an index since touch-down), nil past the last frame.
    public func phase(containingFrame f: Int) -> GesturePhase? {
        first { $0.spansFrames && $0.firstFrame <= f && f <= $0.lastFrame }
    }

    /// Walks the phases in time order.
    public func makeIterator() -> Iterator { Iterator(phases: self) }

    /// Builds each phase in turn from the sequence's numbers.
    public struct Iterator: IteratorProtocol {
        let phases: GesturePhases
        /// The next frame not yet in a phase, an index since touch-down.
        var nextFrame = 0
        /// Whether the handoff (if any) is still to come.
        var handoffPending = true

        /// The next phase, or nil after the last.
        public mutating func next() -> GesturePhase? {
            let p = phases
            let tracking = p.trackingFrameCount
            if nextFrame == 0 {
                nextFrame = tracking
                return phase(.tracking, 0, tracking - 1)
            }
            let last = p.events.lastFrame
            let j = nextFrame - tracking + 1  // the movement frame nextFrame shows
            if j <= last {
                if handoffPending, let h = p.events.handoffFrame, h == j,
                    let crossing = p.handoffCrossingSecondsAfterRelease, let edge = p.handoffBoundaryOuterOffset
                {
                    handoffPending = false
                    let at = p.releaseSeconds + crossing
                    return GesturePhase(
                        kind: .handoff(crossingSecondsAfterRelease: crossing, boundaryOuterOffset: edge),
                        firstFrame: nextFrame - 1, lastFrame: nextFrame, startSeconds: at, endSeconds: at)
                }
                // This stretch ends before the next handoff or bounce frame, or at the motion's last frame.
                var end = last
                if handoffPending, let h = p.events.handoffFrame, h > j { end = Swift.min(end, h - 1) }
                let bounce = p.bounceFirstMovementFrame ?? Int.max
                if bounce > j { end = Swift.min(end, bounce - 1) }
                let kind: GesturePhase.Kind =
                    j >= bounce
                    ? .bounce(switchSecondsAfterRelease: p.bounceSwitchSecondsAfterRelease ?? 0)
                    : .movement(shows: p.movementShows)
                let first = nextFrame
                nextFrame = tracking - 1 + end + 1
                return phase(kind, first, tracking - 1 + end)
            }
            if j == last + 1, !p.events.cut {
                nextFrame += 1
                return phase(
                    .rest(settleSecondsAfterRelease: p.settleSecondsAfterRelease), nextFrame - 1, nextFrame - 1)
            }
            return nil
        }

        private func phase(_ kind: GesturePhase.Kind, _ first: Int, _ last: Int) -> GesturePhase {
            GesturePhase(
                kind: kind, firstFrame: first, lastFrame: last, startSeconds: phases.frameTimeSeconds(ofFrame: first),
                endSeconds: phases.frameTimeSeconds(ofFrame: last))
        }
    }
}
