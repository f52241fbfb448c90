// Reports/Tables/TrajectorySummary+Page: the animated page of one simulated gesture (`bench trajectory --html`).
import Analysis
import PanelSimulator

extension TrajectorySummary {
    /// The page of `trajectory`: one sheet on the setup's scenario, titled `title`, with the gesture's line.
    public static func page(_ trajectory: Trajectory, setup: GestureSetup, title: String) -> String {
        AnimatedPage.html(
            PageContent(
                title: title, notes: ["gesture: \(setup.description)"],
                sheets: [PageSheet(trajectory, scenario: setup.scenario, label: title)]))
    }
}
