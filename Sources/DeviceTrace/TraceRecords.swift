// DeviceTrace/TraceRecords: the objects of BODragScroll's demo trace (`BODRAG_TRACE_BATCH {json}`), read strictly.
import Support
import Units

/// A scroll view as the demo records it in every event: the host, or one participant. Points.
public struct TraceScrollSnapshot: Codable, Hashable, Sendable {
    /// `host` for the host, else the scene's name for the participant (e.g. `table`).
    public var name: String
    /// The accessibility identifier, else the scroll view's type name.
    public var identifier: String
    /// contentOffset.x, points.
    public var offsetX: Double
    /// contentOffset.y, points (for the host: the outer offset Y).
    public var offsetY: Double
    /// contentSize.width, points.
    public var contentWidth: Double
    /// contentSize.height, points.
    public var contentHeight: Double
    /// bounds.width, points.
    public var boundsWidth: Double
    /// bounds.height, points (for the host: the viewport V).
    public var boundsHeight: Double
    /// The presentation layer's bounds origin y (what is on screen during an animation), points.
    public var presentationOffsetY: Double
    /// UIScrollView.isTracking.
    public var isTracking: Bool
    /// UIScrollView.isDragging.
    public var isDragging: Bool
    /// UIScrollView.isDecelerating.
    public var isDecelerating: Bool

    /// Creates a snapshot.
    public init(
        name: String, identifier: String, offsetX: Double = 0, offsetY: Double, contentWidth: Double = 0,
        contentHeight: Double, boundsWidth: Double = 0, boundsHeight: Double, presentationOffsetY: Double,
        isTracking: Bool, isDragging: Bool, isDecelerating: Bool
    ) {
        self.name = name
        self.identifier = identifier
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.contentWidth = contentWidth
        self.contentHeight = contentHeight
        self.boundsWidth = boundsWidth
        self.boundsHeight = boundsHeight
        self.presentationOffsetY = presentationOffsetY
        self.isTracking = isTracking
        self.isDragging = isDragging
        self.isDecelerating = isDecelerating
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case name, identifier, offsetX, offsetY, contentWidth, contentHeight, boundsWidth, boundsHeight
        case presentationOffsetY, isTracking, isDragging, isDecelerating
    }

    /// Reads a snapshot; an unknown key, a missing one or a value of the wrong type is an error naming it.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        identifier = try c.decode(String.self, forKey: .identifier)
        offsetX = try c.decode(Double.self, forKey: .offsetX)
        offsetY = try c.decode(Double.self, forKey: .offsetY)
        contentWidth = try c.decode(Double.self, forKey: .contentWidth)
        contentHeight = try c.decode(Double.self, forKey: .contentHeight)
        boundsWidth = try c.decode(Double.self, forKey: .boundsWidth)
        boundsHeight = try c.decode(Double.self, forKey: .boundsHeight)
        presentationOffsetY = try c.decode(Double.self, forKey: .presentationOffsetY)
        isTracking = try c.decode(Bool.self, forKey: .isTracking)
        isDragging = try c.decode(Bool.self, forKey: .isDragging)
        isDecelerating = try c.decode(Bool.self, forKey: .isDecelerating)
    }
}

/// The panel view as the demo records it, in the host's content coordinates. Points.
public struct TracePanelSnapshot: Codable, Hashable, Sendable {
    /// frame.minY: the panel's top P.
    public var frameMinY: Double
    /// center.y.
    public var centerY: Double
    /// layer.position.y.
    public var layerPositionY: Double
    /// The presentation layer's frame.minY (on screen during an animation).
    public var presentationFrameMinY: Double
    /// The presentation frame's minY minus the host's presentation bounds origin y: the panel's top on screen.
    public var presentationVisualMinY: Double

    /// Creates a snapshot.
    public init(
        frameMinY: Double, centerY: Double, layerPositionY: Double, presentationFrameMinY: Double,
        presentationVisualMinY: Double
    ) {
        self.frameMinY = frameMinY
        self.centerY = centerY
        self.layerPositionY = layerPositionY
        self.presentationFrameMinY = presentationFrameMinY
        self.presentationVisualMinY = presentationVisualMinY
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case frameMinY, centerY, layerPositionY, presentationFrameMinY, presentationVisualMinY
    }

    /// Reads a snapshot strictly (see ``TraceScrollSnapshot/init(from:)``).
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        frameMinY = try c.decode(Double.self, forKey: .frameMinY)
        centerY = try c.decode(Double.self, forKey: .centerY)
        layerPositionY = try c.decode(Double.self, forKey: .layerPositionY)
        presentationFrameMinY = try c.decode(Double.self, forKey: .presentationFrameMinY)
        presentationVisualMinY = try c.decode(Double.self, forKey: .presentationVisualMinY)
    }
}

/// One recorded callback: the engine's state, the host, the panel and every participant at that moment.
public struct TraceEvent: Codable, Hashable, Sendable {
    /// 1-based, +1 per event of one recorder (one scene instance).
    public var sequence: Int
    /// Seconds since the recorder was created (monotonic within a recorder).
    public var elapsed: Double
    /// The scene's view-controller type name.
    public var scene: String
    /// `Swift` or `OC`.
    public var implementation: String
    /// The callback's name (`willBeginDragging`, `didScroll`, `willEndDragging`, …).
    public var callback: String
    /// The engine's display height, points.
    public var displayHeight: Double
    /// The engine's animation flag.
    public var isAnimatingDisplayHeight: Bool
    /// The host scroll view.
    public var host: TraceScrollSnapshot
    /// The panel, when the scene has one.
    public var panel: TracePanelSnapshot?
    /// The scroll views the scene compares (participants), in the scene's order.
    public var participants: [TraceScrollSnapshot]
    /// Callback details: numbers as `%.6f`, points as `"x,y"`, booleans `"true"`/`"false"`, absent `"nil"`.
    public var details: [String: String]

    /// Creates an event.
    public init(
        sequence: Int, elapsed: Double, scene: String, implementation: String, callback: String,
        displayHeight: Double, isAnimatingDisplayHeight: Bool, host: TraceScrollSnapshot, panel: TracePanelSnapshot?,
        participants: [TraceScrollSnapshot], details: [String: String]
    ) {
        self.sequence = sequence
        self.elapsed = elapsed
        self.scene = scene
        self.implementation = implementation
        self.callback = callback
        self.displayHeight = displayHeight
        self.isAnimatingDisplayHeight = isAnimatingDisplayHeight
        self.host = host
        self.panel = panel
        self.participants = participants
        self.details = details
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case sequence, elapsed, scene, implementation, callback, displayHeight, isAnimatingDisplayHeight, host
        case panel, participants, details
    }

    /// Reads an event strictly (see ``TraceScrollSnapshot/init(from:)``); `panel` may be absent.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        sequence = try c.decode(Int.self, forKey: .sequence)
        elapsed = try c.decode(Double.self, forKey: .elapsed)
        scene = try c.decode(String.self, forKey: .scene)
        implementation = try c.decode(String.self, forKey: .implementation)
        callback = try c.decode(String.self, forKey: .callback)
        displayHeight = try c.decode(Double.self, forKey: .displayHeight)
        isAnimatingDisplayHeight = try c.decode(Bool.self, forKey: .isAnimatingDisplayHeight)
        host = try c.decode(TraceScrollSnapshot.self, forKey: .host)
        panel = try c.decodeIfPresent(TracePanelSnapshot.self, forKey: .panel)
        participants = try c.decode([TraceScrollSnapshot].self, forKey: .participants)
        details = try c.decode([String: String].self, forKey: .details)
    }

    /// The display height on screen, points: V + Y − P from the host's and the panel's presentation values
    /// (equal to the model values except during an animation); the engine's ``displayHeight`` without a panel.
    public var screenDisplayHeight: Double {
        guard let panel else { return displayHeight }
        return host.boundsHeight + host.presentationOffsetY - panel.presentationFrameMinY
    }
}

/// One console part: up to 16 events of one flush.
public struct TraceBatch: Codable, Hashable, Sendable {
    /// What triggered the flush (`ready`, `didEndDecelerating`, …).
    public var reason: String
    /// The scene's view-controller type name.
    public var scene: String
    /// `Swift` or `OC`.
    public var implementation: String
    /// This part's number, 1…``partCount``.
    public var part: Int
    /// How many parts the flush has: ceil(events / 16).
    public var partCount: Int
    /// The events, in recording order.
    public var events: [TraceEvent]

    /// Creates a batch.
    public init(
        reason: String, scene: String, implementation: String, part: Int, partCount: Int, events: [TraceEvent]
    ) {
        self.reason = reason
        self.scene = scene
        self.implementation = implementation
        self.part = part
        self.partCount = partCount
        self.events = events
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case events, implementation, part, partCount, reason, scene
    }

    /// Reads a batch strictly (see ``TraceScrollSnapshot/init(from:)``).
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        reason = try c.decode(String.self, forKey: .reason)
        scene = try c.decode(String.self, forKey: .scene)
        implementation = try c.decode(String.self, forKey: .implementation)
        part = try c.decode(Int.self, forKey: .part)
        partCount = try c.decode(Int.self, forKey: .partCount)
        events = try c.decode([TraceEvent].self, forKey: .events)
    }

    /// The marker that starts a part in the console, before one space and the JSON.
    public static let marker = "BODRAG_TRACE_BATCH"
    /// The most events one part holds.
    public static let eventsPerPart = 16
    /// The implementation names the demo writes.
    public static let implementations = ["Swift", "OC"]
}

extension TraceEvent {
    /// The first height, width, offset or position of the event (the engine's display height, the host, the panel,
    /// each participant) beyond what a panel's geometry may hold (``GeometryLimits``: a size in [0, 1 000 000] pt, a
    /// position within ``GeometryLimits/positionLimit(levels:)`` for the event's participants), as its path in the
    /// event (`host.offsetY`) and why; nil when there is none. Cost: one comparison per value.
    public func geometryProblem() -> (field: String, reason: String)? {
        let limit = GeometryLimits.positionLimit(levels: participants.count)
        if let why = GeometryLimits.positionProblem(displayHeight, limit: limit) { return ("displayHeight", why) }
        if let found = host.geometryProblem(limit: limit) { return ("host.\(found.field)", found.reason) }
        if let panel {
            let positions = [
                ("frameMinY", panel.frameMinY), ("centerY", panel.centerY), ("layerPositionY", panel.layerPositionY),
                ("presentationFrameMinY", panel.presentationFrameMinY),
                ("presentationVisualMinY", panel.presentationVisualMinY),
            ]
            for (key, x) in positions {
                if let why = GeometryLimits.positionProblem(x, limit: limit) { return ("panel.\(key)", why) }
            }
        }
        for (i, participant) in participants.enumerated() {
            if let found = participant.geometryProblem(limit: limit) {
                return ("participants[\(i)].\(found.field)", found.reason)
            }
        }
        return nil
    }
}

extension TraceScrollSnapshot {
    /// The first size (content, bounds) beyond ``GeometryLimits/lengthProblem(_:)`` or offset beyond ±`limit`
    /// points, by key, and why; nil when none.
    func geometryProblem(limit: Double) -> (field: String, reason: String)? {
        let sizes = [
            ("contentWidth", contentWidth), ("contentHeight", contentHeight), ("boundsWidth", boundsWidth),
            ("boundsHeight", boundsHeight),
        ]
        for (key, x) in sizes {
            if let why = GeometryLimits.lengthProblem(x) { return (key, why) }
        }
        let positions = [("offsetX", offsetX), ("offsetY", offsetY), ("presentationOffsetY", presentationOffsetY)]
        for (key, x) in positions {
            if let why = GeometryLimits.positionProblem(x, limit: limit) { return (key, why) }
        }
        return nil
    }
}
