// PanelSimulator/PanelSimulator+CapturedModel: the composite axis a touch on the content captures, for measuring
// the projection of a scenario's own chain.
import ScrollAxis

extension PanelSimulator {
    /// The model and legal range BODragScroll's policy captures for a touch on the inner content at display height
    /// `height` (points): the scenario's chain sliced at the activation height, with its detents.
    ///
    /// - Throws: ``SimulationError`` when the scenario's chain cannot be captured there.
    public func capturedModel(touchingContentAt height: Double) throws(SimulationError) -> (
        model: AxisModel, range: OuterRange
    ) {
        let touch = Gesture(start: .displayHeight(height), releaseVelocity: 0, startsOnInnerContent: true)
        let axis = try capture(touch, policy: .boDragScroll)
        return (axis.model, axis.range)
    }
}
