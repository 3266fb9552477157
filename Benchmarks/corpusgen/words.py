"""Vocabulary the templates draw names, labels and icons from."""

FEATURES = [
    "Account", "Activity", "Address", "Alerts", "Archive", "Basket", "Billing", "Bookmarks",
    "Booking", "Calendar", "Camera", "Cart", "Chat", "Checkout", "Comments", "Contacts",
    "Coupons", "Dashboard", "Delivery", "Devices", "Discover", "Documents", "Downloads",
    "Events", "Explore", "Favorites", "Feed", "Files", "Filters", "Fitness", "Gallery",
    "Groups", "Help", "History", "Home", "Inbox", "Invoices", "Library", "Login", "Map",
    "Media", "Members", "Messages", "Music", "News", "Notes", "Notifications", "Onboarding",
    "Orders", "Payments", "Photos", "Playlist", "Podcasts", "Privacy", "Profile", "Recipes",
    "Rewards", "Search", "Security", "Settings", "Sharing", "Shipping", "Stats", "Storage",
    "Subscriptions", "Support", "Tasks", "Teams", "Tickets", "Timeline", "Travel", "Wallet",
    "Weather", "Wishlist", "Workouts",
]

PARTS = [
    "Header", "Footer", "Row", "Card", "List", "Detail", "Editor", "Summary", "Picker",
    "Toolbar", "Banner", "Section", "Overview", "Form", "Sheet", "Panel", "Tile", "Cell",
    "Badge", "Composer", "Preview", "Player", "Grid", "Carousel", "Empty", "Settings",
]

NOUNS = [
    "item", "order", "message", "photo", "contact", "account", "card", "ticket", "note",
    "song", "event", "file", "address", "payment", "invoice", "task", "member", "device",
    "recipe", "workout", "coupon", "reward", "comment", "post", "album", "playlist", "trip",
]

ACTIONS = [
    ("save", "Save"), ("delete", "Delete"), ("share", "Share"), ("edit", "Edit"),
    ("refresh", "Refresh"), ("archive", "Archive"), ("favorite", "Favorite"),
    ("download", "Download"), ("upload", "Upload"), ("send", "Send"), ("close", "Close"),
    ("retry", "Retry"), ("add", "Add"), ("remove", "Remove"), ("filter", "Filter"),
    ("sort", "Sort"), ("search", "Search"), ("call", "Call"), ("play", "Play"),
    ("pause", "Pause"), ("copy", "Copy"), ("print", "Print"), ("sync", "Sync"),
]

SF_SYMBOLS = [
    "square.and.arrow.up", "square.and.arrow.down", "trash", "pencil", "star", "star.fill",
    "heart", "heart.fill", "plus", "minus", "xmark", "checkmark", "gear", "bell", "bell.fill",
    "paperplane", "magnifyingglass", "arrow.clockwise", "doc.on.doc", "printer", "phone",
    "envelope", "bookmark", "person.crop.circle", "cart", "play.fill", "pause.fill",
    "line.3.horizontal.decrease", "arrow.up.arrow.down", "folder", "tray.and.arrow.down",
]

MATERIAL_ICONS = [
    "Share", "Delete", "Edit", "Refresh", "Favorite", "FavoriteBorder", "Add", "Close",
    "Search", "Settings", "Notifications", "Send", "Star", "Call", "Email", "Person",
    "ShoppingCart", "PlayArrow", "Pause", "Download", "Upload", "Info", "Check", "Menu",
    "MoreVert", "FilterList", "Sort", "ContentCopy", "Print", "Sync", "Archive",
]

ICON_SETS = ["Icons.Default", "Icons.Filled", "Icons.Outlined", "Icons.Rounded"]

COLORS_SWIFT = [".primary", ".secondary", ".accentColor", ".blue", ".red", ".green", ".orange"]
COLORS_KOTLIN = [
    "MaterialTheme.colorScheme.primary", "MaterialTheme.colorScheme.secondary",
    "MaterialTheme.colorScheme.onSurface", "MaterialTheme.colorScheme.error", "Color.Unspecified",
]

CONDITIONS = ["isValid", "isEnabled", "canSubmit", "isReady", "hasChanges", "isComplete"]

COMMENTS = [
    "Keep the layout stable while the list reloads.",
    "TODO: move this into the design system once the tokens land.",
    "The server sends dates in UTC; convert before display.",
    "Matches the spacing used by the rest of the screen.",
    "Avoid re-creating the formatter on every render.",
    "NOTE: the order of these modifiers matters for the hit area.",
    "Workaround for the keyboard covering the last field.",
    "Analytics: log the tap before navigating away.",
    "Placeholder copy until the localisation pass.",
    "FIXME: this breaks when the title wraps to three lines.",
]

MODULES_IOS = ["App", "Core", "Features", "Shared", "Kit", "UI"]
MODULES_ANDROID = ["app", "feature", "core-ui", "shared", "design"]
