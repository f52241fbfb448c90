// PanelSimulator/FrameStepper+Finish: a gesture's remaining frames run without reading any — from touch-down read
// off its phases, the axis placed only where the outcome reads it.
extension FrameStepper {
    /// Runs every remaining frame without reading any: the ``outcome`` is what ``step()`` until it returns false
    /// leaves, bit for bit. From touch-down no frame is placed: the tracking frames are counted, the movement's
    /// events read from its phases (``phases``), and the axis placed only where the outcome reads it (the handoff's
    /// two frames, the resting frame). After some ``step()`` calls the remaining frames are sampled.
    public mutating func finish() {
        if nextFrame == 0 {
            finishByEvents()
            return
        }
        finishByStepping()
    }

    /// ``finish()`` by sampling every remaining frame on the axis (the frame path a recorded trajectory takes).
    mutating func finishByStepping() {
        while step() {}
    }

    /// ``finish()`` from touch-down without stepping (see there).
    private mutating func finishByEvents() {
        summary.frameCount = phases.trackingFrameCount
        // The last tracking frame is the release: the axis is already placed there (the stepper was made so);
        // only a table the finger scrolls keeps the release frame's offset.
        let translation = sampler.translation(at: releaseTime)
        if let table = tracker.tableOffset(translation: translation, at: releaseTime) { axis.setHeldOffset(0, table) }
        if let deceleration {
            finishMovement(deceleration)
        } else {
            finishMovement(plan.motion)
        }
    }

    /// The movement's frames without sampling them: the axis placed at the handoff's two frames (the owner on
    /// either side) and, cut at the cap, at the last frame; then the rest frame (or the cut) as ``step()`` has it.
    private mutating func finishMovement<M: FrameMotion>(_ motion: M) {
        if let j = phases.events.handoffFrame {
            if j > 1 { axis.place(motion.position(at: Double(j - 1) * dt)) }
            let ownerBefore = axis.ownerIndex
            axis.place(motion.position(at: Double(j) * dt))
            recordHandoff(motion, from: ownerBefore)
        }
        let last = phases.events.lastFrame
        summary.frameCount += last
        if phases.events.cut { axis.place(motion.position(at: Double(last) * dt)) }
        // The frame after the last movement frame: the rest frame, or the cut.
        nextFrame = phases.trackingFrameCount + last
        while step() {}
    }
}
