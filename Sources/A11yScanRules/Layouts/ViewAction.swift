import A11yScanSyntax

/// What a project's Kotlin or Java code does to a layout's view besides naming it, asked by a layout rule
/// with `drawn-in-code:`, `clicked-in-code:`, `shown-in-code:` or `passed-in-code:` as `named-in-code:` asks for a
/// name: each changes what a user meets there, so what the layout alone says of the view is not
/// all. Read as `CodeNamedViews` reads names: the last name of the path before the member.
public enum ViewAction: String, Sendable, Hashable, CaseIterable {
    /// The code changes the picture (`setImageResource`, `rotation`, `startAnimation`): another
    /// image (a play button turned into pause), or the same one turned (a plus into a cross). It
    /// shows what the code decides, so only the code can name it for each picture.
    case drawn
    /// The code gives it a click (`setOnClickListener`): a control, whose description is its name.
    case clicked
    /// The code shows or hides it (`isVisible`, `visibility`): a mark that appears on a condition
    /// (a lock on a locked item) says that condition, not only what it pictures.
    case shown
    /// The code hands it to a function (`avatarRenderer.render(user, views.avatar)`,
    /// `listOf(card.member1, …)`), which may load its picture and describe it there.
    case passed
    /// The code names it with words other than its text (`contentDescription`, `hint`,
    /// `tooltipText`, `stateDescription`, a naming function of the app): a text field's name,
    /// which the text it is given (`setText`, its content) is not. Recorded beside the name.
    case labelled

    /// The members after a `.` that do it.
    static let members: [String: ViewAction] = [
        "setImageResource": .drawn, "setImageDrawable": .drawn, "setImageBitmap": .drawn, "setImageIcon": .drawn,
        "setImageURI": .drawn, "rotation": .drawn, "setRotation": .drawn, "startAnimation": .drawn, "animate": .drawn,
        "setOnClickListener": .clicked, "setOnLongClickListener": .clicked,
        "isVisible": .shown, "isInvisible": .shown, "isGone": .shown, "visibility": .shown, "setVisibility": .shown,
        // Apps' own `View.show()` and `View.hide()`, which most define, and the `beVisible()`
        // family of a widely shared commons library.
        "show": .shown, "hide": .shown, "beVisible": .shown, "beVisibleIf": .shown, "beGone": .shown, "beGoneIf": .shown,
        "beInvisible": .shown, "beInvisibleIf": .shown,
    ]
    /// The same as bytes by length, compared without making a string of each member the code
    /// reads or hashing its bytes (as `CodeNamedViews.isNaming` does).
    static let membersByLength: [[([UInt8], ViewAction)]] = {
        var byLength = [[([UInt8], ViewAction)]](repeating: [], count: 32)
        for (name, action) in members.sorted(by: { $0.key < $1.key }) { byLength[name.utf8.count].append((Array(name.utf8), action)) }
        return byLength
    }()

    /// What the member at `member` of `bytes` does to a view, if it is one of `members`.
    @inline(__always)
    static func action(_ bytes: ByteView, _ member: Range<Int>) -> ViewAction? {
        guard member.count < membersByLength.count else { return nil }
        return membersByLength[member.count].first { bytes[member].elementsEqual($0.0) }?.1
    }

    /// The letter of the action's lines in a `named-views` summary.
    var letter: Character { Character(Unicode.Scalar(asciiLetter)) }

    /// The same letter as a byte: reading a project's lines compares it with each line's first,
    /// and making a `Character` for each took a sixth of that reading.
    private var asciiLetter: UInt8 {
        switch self {
        case .drawn: UInt8(ascii: "p")
        case .clicked: UInt8(ascii: "k")
        case .shown: UInt8(ascii: "v")
        case .passed: UInt8(ascii: "g")
        case .labelled: UInt8(ascii: "l")
        }
    }

    init?(letter: UInt8) {
        guard let action = Self.allCases.first(where: { $0.asciiLetter == letter }) else { return nil }
        self = action
    }
}
