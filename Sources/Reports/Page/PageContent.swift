// Reports/Page/PageContent: what one HTML page shows, and its data as the compact JSON the page's script reads.
import Analysis
import PanelSimulator
import Plotting

/// Everything one page shows: a title, notes, the sheets on one clock (seconds since touch-down), and for a sweep
/// its heatmaps.
public struct PageContent: Sendable {
    /// The page's title (the PNG's title).
    public var title: String
    /// Lines printed under the title (the command's notes, the gesture).
    public var notes: [String]
    /// The sheets, drawn side by side and played on one clock.
    public var sheets: [PageSheet]
    /// The sweep's heatmaps, for `bench render --html`; nil on trajectory and compare pages.
    public var sweep: PageSweep?

    /// Creates the content of a page.
    public init(title: String, notes: [String] = [], sheets: [PageSheet], sweep: PageSweep? = nil) {
        self.title = title
        self.notes = notes
        self.sheets = sheets
        self.sweep = sweep
    }

    /// The page's data as compact JSON: `{"title","notes","sheets":[…],"sweep"}`; each sheet holds its label,
    /// colour (`#rrggbb`), dash, geometry (points), marks, and its frames column by column: `t` (s), `h` (display
    /// height, pt), `v` (axis velocity, pt/s), `o` (one array of content offsets per list, pt, outermost first),
    /// `ph` (one letter per frame: the phase's initial), `ow` (one character per frame: `p` when the panel moves, else
    /// the moving list's index in `lists`). Numbers: ``PageJSON/Precision``.
    var json: String {
        var fields: [(String, String)] = [
            ("title", PageJSON.string(title)), ("notes", PageJSON.strings(notes)),
            ("sheets", PageJSON.array(sheets.map(Self.json))),
        ]
        if let sweep { fields.append(("sweep", sweep.json)) }
        return PageJSON.object(fields)
    }

    /// One sheet's JSON.
    static func json(_ sheet: PageSheet) -> String {
        let frames = sheet.trajectory.frames
        let lists = zip(sheet.lists, sheet.listColumns).map { list, column in
            PageJSON.object([
                ("name", PageJSON.string(list.name)), ("top", PageJSON.number(list.frameTop, .points)),
                ("height", PageJSON.number(list.viewportHeight, .points)),
                ("content", PageJSON.number(list.contentHeight, .points)),
                ("inset", PageJSON.number(list.insetTop, .points)),
                (
                    "o",
                    PageJSON.numbers(
                        column.map { k in frames.indices.map { sheet.trajectory.offset(frame: $0, participant: k) } }
                            ?? frames.map { _ in -list.insetTop }, .points)
                ),
            ])
        }
        let marks = sheet.marks.map {
            PageJSON.object([
                ("label", PageJSON.string($0.label)), ("t", PageJSON.number($0.time, .seconds)),
                ("kind", PageJSON.string($0.kind)),
            ])
        }
        // One letter per frame, the phase's initial: t(racking), d(ecelerating), a(nimating), b(ouncing), s(ettled).
        let phases = String(frames.map { $0.phase.rawValue.first ?? "s" })
        // The owner per frame: `p` for the panel, else the digit of the list (outermost 0) that moves.
        let listOfColumn = Dictionary(
            sheet.listColumns.enumerated().compactMap { index, column in column.map { ($0, index) } },
            uniquingKeysWith: { first, _ in first })
        let owners = String(
            frames.map { frame -> Character in
                guard let id = frame.owner.participantID,
                    let column = sheet.trajectory.participantIDs.firstIndex(of: id),
                    let list = listOfColumn[column], list < 10
                else { return "p" }
                return Character(String(list))
            })
        return PageJSON.object([
            ("label", PageJSON.string(sheet.label)),
            ("color", PageJSON.string(ComparePlot.color(group: sheet.group).hexRGB)),
            ("dash", String(sheet.variant)),
            ("viewport", PageJSON.number(sheet.viewportHeight, .points)),
            ("panel", PageJSON.number(sheet.panelHeight, .points)),
            ("detents", PageJSON.numbers(sheet.detents, .points)),
            ("lists", PageJSON.array(lists)), ("marks", PageJSON.array(marks)),
            ("t", PageJSON.numbers(frames.map(\.time), .seconds)),
            ("h", PageJSON.numbers(frames.map(\.displayHeight), .points)),
            ("v", PageJSON.numbers(sheet.velocities, .speed)),
            ("ph", PageJSON.string(phases)), ("ow", PageJSON.string(owners)),
        ])
    }
}
