// PanelSimulator/FrameStepper+Outcome: what a finished gesture came to, as a new record or written into one the
// caller keeps (a sweep worker's, reused cell after cell).
extension FrameStepper {
    /// What the gesture came to, once ``step()`` has returned false: the running numbers plus each participant's
    /// content offset where the axis rests (read from the final frame; builds one small array).
    public var outcome: Outcome {
        var result = summary
        result.restingContentOffsets = participantNames.indices.map {
            NamedOffset(name: participantNames[$0], contentOffset: axis.participantOffset($0))
        }
        return result
    }

    /// Writes ``outcome`` into `record`, replacing all it held, in its own storage: the resting content offsets
    /// go into `record`'s array, which keeps its capacity, so a record that already held as many participants
    /// takes the outcome without an allocation (a sweep keeps one record per worker). The same value as
    /// ``outcome``, bit for bit. (Mutating only so that the stepper is read where it is: it changes nothing, and a
    /// non-mutating call copied the whole stepper, about a kilobyte, into a temporary for every cell.)
    public mutating func writeOutcome(into record: inout Outcome) {
        // Held aside while the running numbers replace the record (their offsets array is empty, allocates
        // nothing), then put back filled.
        var offsets: [NamedOffset] = []
        swap(&offsets, &record.restingContentOffsets)
        record = summary
        let names = participantNames
        if offsets.count > names.count { offsets.removeLast(offsets.count - names.count) }
        for k in names.indices {
            let entry = NamedOffset(name: names[k], contentOffset: axis.participantOffset(k))
            if k < offsets.count { offsets[k] = entry } else { offsets.append(entry) }
        }
        swap(&offsets, &record.restingContentOffsets)
    }

    /// Runs every remaining frame the way `stepping` says (``finish()``, or, from touch-down, the phases found again
    /// with the movement's events scanned frame by frame and every frame stepped); the outcome is the same either
    /// way.
    mutating func finish(_ stepping: OutcomeStepping) {
        switch stepping {
        case .events: finish()
        case .everyFrame:
            if nextFrame == 0 { planPhases(solved: false) }
            finishByStepping()
        }
    }
}
