// Sweep/MovementStyle+Option: the one spelling of a movement style on the command line and in files.
import PanelSimulator
import Scenario

extension MovementStyle {
    /// The spelling every verb's `--style` takes and every file records: `system` or `view`.
    public var optionName: String { self == .systemScroll ? "system" : "view" }

    /// The style spelled `name` (`system` or `view`), or nil.
    public init?(optionName name: String) {
        guard let style = Self.allCases.first(where: { $0.optionName == name }) else { return nil }
        self = style
    }
}
