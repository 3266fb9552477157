"""SwiftUI screens: a view model, a view with nested stacks and modifiers, previews."""

from . import words
from .context import FileContext, camel, indent


def _action(ctx):
    return ctx.pick(words.ACTIONS)


def _text(ctx):
    noun = ctx.pick(words.NOUNS)
    form = ctx.rng.randrange(5)
    if form == 0:
        return [f'Text("{noun.capitalize()} details")']
    if form == 1:
        return [f'Text("\\(viewModel.{noun}Count) {noun}s · updated \\(viewModel.lastUpdated, style: .relative)")']
    if form == 2:
        return [f"Text(viewModel.{noun}Title)", "    .font(.headline)", "    .lineLimit(2)"]
    if form == 3:
        return [f'Text("Hello, \\(viewModel.userName.isEmpty ? "there" : viewModel.userName)!")',
                f"    .foregroundStyle({ctx.pick(words.COLORS_SWIFT)})"]
    return [f'Text(verbatim: "#{ctx.rng.randrange(100, 999)}")', "    .monospacedDigit()"]


def _label_button(ctx):
    verb, title = _action(ctx)
    if ctx.chance(0.5):
        return [f'Button("{title}") {{ viewModel.{verb}() }}', "    .buttonStyle(.borderedProminent)"]
    return [f"Button {{", f"    viewModel.{verb}()", "} label: {",
            f'    Label("{title}", systemImage: "{ctx.pick(words.SF_SYMBOLS)}")', "}"]


def _toggle(ctx):
    feature = ctx.pick(words.FEATURES)
    name = ctx.fresh(camel(feature) + "Enabled")
    return [f'Toggle("{feature}", isOn: $viewModel.{name})', "    .tint(.accentColor)"]


def _decorative(ctx):
    return [f'Image("{ctx.pick(words.NOUNS)}_banner")', "    .resizable()", "    .scaledToFit()",
            "    .frame(maxHeight: 160)", "    .accessibilityHidden(true)"]


def _picker(ctx):
    name = ctx.fresh("selected" + ctx.pick(words.PARTS))
    options = ctx.rng.sample(words.NOUNS, 3)
    lines = [f'Picker("Show", selection: $viewModel.{name}) {{']
    lines += [f'    Text("{option.capitalize()}s").tag(Filter.{option})' for option in options]
    return lines + ["}", ".pickerStyle(.segmented)"]


def _navigation_link(ctx):
    noun = ctx.pick(words.NOUNS)
    return [f"NavigationLink(value: Route.{noun}(id: viewModel.{noun}ID)) {{",
            f'    Label("All {noun}s", systemImage: "{ctx.pick(words.SF_SYMBOLS)}")', "}"]


def _async_image(ctx):
    noun = ctx.pick(words.NOUNS)
    return [f"AsyncImage(url: viewModel.{noun}ImageURL) {{ image in", "    image.resizable().scaledToFill()",
            "} placeholder: {", "    Color.gray.opacity(0.2)", "}",
            ".frame(width: 56, height: 56)", ".clipShape(RoundedRectangle(cornerRadius: 8))",
            f'.accessibilityLabel("Photo of \\(viewModel.{noun}Title)")']


def _comment(ctx):
    if ctx.chance(0.3):
        symbol = ctx.pick(words.SF_SYMBOLS)
        return ["/* Previous layout, kept for reference:", "   Button { remove() } label: {",
                f'       Image(systemName: "{symbol}")', "   }", "*/"]
    return [f"// {ctx.pick(words.COMMENTS)}"]


def icon_beside_text(ctx):
    verb, title = _action(ctx)
    symbol = ctx.pick(words.SF_SYMBOLS)
    planted = ctx.plant("icon-beside-text")
    if not planted and ctx.chance(0.4):
        return [f"Button(action: {{ viewModel.{verb}() }}) {{",
                f'    Label("{title}", systemImage: "{symbol}")', "}"]
    image = [f'        Image(systemName: "{symbol}")']
    if not planted:
        image.append("            .accessibilityHidden(true)")
    return [f"Button(action: {{ viewModel.{verb}() }}) {{", "    HStack(spacing: 6) {", *image,
            f'        Text("{title}")', "    }", "}", ".buttonStyle(.bordered)"]


def icon_only_button(ctx):
    verb, title = _action(ctx)
    symbol = ctx.pick(words.SF_SYMBOLS)
    lines = ["Button {", f"    viewModel.{verb}()", "} label: {", f'    Image(systemName: "{symbol}")',
             "        .imageScale(.large)", "}"]
    if not ctx.plant("icon-only-button-unlabeled"):
        lines.append(f'.accessibilityLabel("{title}")')
    return lines


def tap_without_role(ctx):
    noun = ctx.pick(words.NOUNS)
    lines = ["HStack {", f"    Text(viewModel.{noun}Title)", "    Spacer()",
             '    Image(systemName: "chevron.right")', "        .foregroundStyle(.tertiary)", "}",
             ".contentShape(Rectangle())", f".onTapGesture {{ viewModel.open{noun.capitalize()}() }}"]
    if not ctx.plant("tap-without-role"):
        lines.append(".accessibilityAddTraits(.isButton)")
    return lines


def dimmed_without_disabled(ctx):
    condition = ctx.pick(words.CONDITIONS)
    verb, title = _action(ctx)
    lines = [f'Button("{title}") {{ viewModel.{verb}() }}',
             f"    .opacity(viewModel.{condition} ? 1 : 0.4)"]
    if ctx.plant("dimmed-without-disabled"):
        lines.append(f"    .allowsHitTesting(viewModel.{condition})")
    else:
        lines.append(f"    .disabled(!viewModel.{condition})")
    return lines


def text_field(ctx):
    noun = ctx.pick(words.NOUNS)
    field = ctx.fresh(f"{noun}Query")
    placeholder = "" if ctx.plant("text-field-unlabeled") else f"Search {noun}s"
    return [f'TextField("{placeholder}", text: $viewModel.{field})', "    .textFieldStyle(.roundedBorder)",
            "    .submitLabel(.search)"]


def custom_toggle(ctx):
    feature = ctx.pick(words.FEATURES)
    flag = ctx.fresh(camel(feature) + "Selected")
    lines = ["HStack {", f'    Text("Include {feature.lower()}")', "    Spacer()",
             f'    Image(systemName: viewModel.{flag} ? "checkmark.circle.fill" : "circle")',
             "        .accessibilityHidden(true)", "}", ".accessibilityElement(children: .combine)",
             ".accessibilityAddTraits(.isButton)", f".onTapGesture {{ viewModel.{flag}.toggle() }}"]
    if not ctx.plant("custom-toggle-state-hidden"):
        lines.append(f'.accessibilityValue(viewModel.{flag} ? "On" : "Off")')
    return lines


DEFECTS = [icon_beside_text, icon_only_button, tap_without_role, dimmed_without_disabled, text_field,
           custom_toggle]
NEUTRAL = [_text, _text, _label_button, _toggle, _decorative, _comment, _picker, _navigation_link, _async_image]


def elements(ctx, depth, count):
    """`count` body elements, nesting containers up to `depth` levels."""
    out = []
    for _ in range(count):
        roll = ctx.rng.random()
        if roll < 0.15:
            out += ctx.pick(DEFECTS)(ctx)
        elif roll < 0.45 and depth > 0:
            out += _container(ctx, depth - 1)
        else:
            out += ctx.pick(NEUTRAL)(ctx)
    return out


def _container(ctx, depth):
    inner = indent(elements(ctx, depth, ctx.rng.randrange(1, 4)))
    kind = ctx.rng.randrange(6)
    if kind == 0:
        return ["VStack(alignment: .leading, spacing: 8) {", *inner, "}", "    .padding(.horizontal)"]
    if kind == 1:
        return ["HStack {", *inner, "}"]
    if kind == 2:
        noun = ctx.pick(words.NOUNS)
        return [f"ForEach(viewModel.{noun}s) {{ {noun} in", *inner, "}"]
    if kind == 3:
        return ["if viewModel.isLoading {", "    ProgressView()", "} else {", *inner, "}"]
    if kind == 4:
        return ["#if os(iOS)", *inner, "#else", '    Text("Not available on this platform")', "#endif"]
    return [f'Section(header: Text("{ctx.pick(words.PARTS)}")) {{', *inner, "}"]


def _view_model(ctx, name):
    noun = ctx.pick(words.NOUNS)
    lines = ["@MainActor", f"final class {name}ViewModel: ObservableObject {{",
             f'    @Published var {noun}Title: String = "{noun.capitalize()}"',
             "    @Published var isLoading = false", "    @Published var isValid = false",
             "    @Published private(set) var lastUpdated = Date()", "",
             f"    private let service: {name}Service", "",
             f"    init(service: {name}Service = .live) {{", "        self.service = service", "    }", ""]
    for verb, _ in ctx.rng.sample(words.ACTIONS, 3):
        lines += [f"    func {verb}() {{", "        Task {", "            isLoading = true",
                  "            defer { isLoading = false }", "            do {",
                  f"                try await service.{verb}()", "                lastUpdated = Date()",
                  "            } catch {",
                  f'                logger.error("{verb} failed: \\(error.localizedDescription, privacy: .public)")',
                  "            }", "        }", "    }", ""]
    lines += ["    var footnote: String {", '        """',
              f"        Showing \\({noun}Title) — last synced \\(lastUpdated.formatted(.relative(presentation: .named))).",
              '        Pull to refresh. "Quoted" text stays inside the string.', '        """', "    }", "}"]
    return lines


def view_struct(ctx, name, body_elements):
    """One view with its view model, body and a few computed sections."""
    lines = ["", f"/// Shows the {name} screen.", f"struct {name}View: View {{",
             f"    @StateObject private var viewModel = {name}ViewModel()",
             "    @Environment(\\.dismiss) private var dismiss", "    @State private var isExpanded = false", "",
             "    var body: some View {", "        NavigationStack {", "            ScrollView {",
             "                VStack(alignment: .leading, spacing: 16) {"]
    lines += indent(elements(ctx, 3, body_elements), 5)
    lines += ["                }", "                .padding()", "            }",
              f'            .navigationTitle("{name}")', "            .toolbar {",
              "                ToolbarItem(placement: .cancellationAction) {",
              '                    Button("Close") { dismiss() }', "                }", "            }",
              "            .refreshable { viewModel.refresh() }", "        }", "    }"]
    for _ in range(ctx.rng.randrange(1, 4)):
        part = ctx.fresh(camel(ctx.pick(words.PARTS)) + "Section")
        lines += ["", f"    private var {part}: some View {{", "        VStack(spacing: 8) {"]
        lines += indent(elements(ctx, 2, ctx.rng.randrange(2, 6)), 3)
        lines += ["        }", "    }"]
    lines.append("}")
    return lines


def screen_file(rng, name, target_lines, module="App"):
    """A SwiftUI file of roughly `target_lines` lines; returns (text, tally)."""
    ctx = FileContext(rng, "swiftui")
    lines = ["//", f"//  {name}View.swift", f"//  {module}", "//", "",
             "import SwiftUI", "import Combine", "import OSLog", "",
             f'private let logger = Logger(subsystem: "com.example.app", category: "{name}")', ""]
    lines += _view_model(ctx, name)
    lines += view_struct(ctx, name, ctx.rng.randrange(4, 10))
    index = 2
    while len(lines) < target_lines:
        sub = f"{name}{ctx.pick(words.PARTS)}{index}"
        lines += [""] + _view_model(ctx, sub) + view_struct(ctx, sub, ctx.rng.randrange(6, 14))
        index += 1
    lines += ["", "#if DEBUG", "#Preview {", f"    {name}View()", "}", "#endif"]
    return "\n".join(lines) + "\n", ctx.tally
