// Analysis/Gesture/GestureSetup+Start: the display height a set-up gesture starts at.
import PanelSimulator

extension GestureSetup {
    /// The display height at touch-down, points (a start given as an outer offset measured on the scenario's viewport).
    public var startHeight: Double {
        switch gesture.start {
        case .displayHeight(let h): h
        case .outerOffset(let y): y + scenario.viewportHeight
        }
    }
}
