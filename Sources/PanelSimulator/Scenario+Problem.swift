extension Scenario {
    /// The first problem with this scenario as one line (`field: reason`), or nil when it can be simulated.
    func problem() -> String? {
        do { try validate() } catch { return error.description }
        return nil
    }
}
