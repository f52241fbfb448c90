import Testing
@testable import PanelSimulator
