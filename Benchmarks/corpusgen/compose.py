"""Jetpack Compose screens: UI state, a view model, composables with modifier chains, previews."""

from . import words
from .context import FileContext, camel, indent


def _icon(ctx):
    return f"{ctx.pick(words.ICON_SETS)}.{ctx.pick(words.MATERIAL_ICONS)}"


def _text(ctx):
    noun = ctx.pick(words.NOUNS)
    form = ctx.rng.randrange(4)
    if form == 0:
        return [f'Text("${{state.{noun}Count}} {noun}s · ${{state.lastUpdated}}")']
    if form == 1:
        return [f"Text(", f"    text = state.{noun}Title,", "    style = MaterialTheme.typography.titleMedium,",
                "    maxLines = 2,", ")"]
    if form == 2:
        return [f'Text("Hello, $userName!", color = {ctx.pick(words.COLORS_KOTLIN)})']
    return [f"Text(stringResource(R.string.{noun}_subtitle), modifier = Modifier.padding(top = 4.dp))"]


def _label_button(ctx):
    verb, title = ctx.pick(words.ACTIONS)
    return [f"Button(onClick = {{ viewModel.{verb}() }}, modifier = Modifier.fillMaxWidth()) {{",
            f'    Text("{title}")', "}"]


def _switch_row(ctx):
    feature = ctx.pick(words.FEATURES)
    flag = ctx.fresh(camel(feature) + "On")
    return ["Row(", "    modifier = Modifier", "        .fillMaxWidth()",
            f"        .toggleable(value = state.{flag}, role = Role.Switch, onValueChange = viewModel::set{flag[0].upper()}{flag[1:]})",
            "        .padding(16.dp),", "    verticalAlignment = Alignment.CenterVertically,", ") {",
            f'    Text("{feature}", modifier = Modifier.weight(1f))', f"    Switch(checked = state.{flag}, onCheckedChange = null)", "}"]


def _lazy_list(ctx):
    noun = ctx.pick(words.NOUNS)
    return ["LazyColumn(modifier = Modifier.heightIn(max = 320.dp)) {",
            f"    items(state.{noun}s, key = {{ it.id }}) {{ {noun} ->", "        ListItem(",
            f"            headlineContent = {{ Text({noun}.title) }},",
            f'            supportingContent = {{ Text("Updated ${{{noun}.updatedAt}}") }},', "        )",
            "        HorizontalDivider()", "    }", "}"]


def _async_image(ctx):
    noun = ctx.pick(words.NOUNS)
    return ["AsyncImage(", f"    model = state.{noun}ImageUrl,",
            f'    contentDescription = "Photo of ${{state.{noun}Title}}",',
            "    modifier = Modifier.size(56.dp).clip(RoundedCornerShape(8.dp)),", ")"]


def _filter_chip(ctx):
    noun = ctx.pick(words.NOUNS)
    flag = ctx.fresh(f"show{noun.capitalize()}s")
    return ["FilterChip(", f"    selected = state.{flag},", f"    onClick = {{ viewModel.toggle(Filter.{noun.upper()}) }},",
            f'    label = {{ Text("{noun.capitalize()}s") }},', ")"]


def _comment(ctx):
    if ctx.chance(0.3):
        return ["/* Old design:", "   IconButton(onClick = onShare) {", "       Icon(Icons.Default.Share, null)",
                "   } */"]
    return [f"// {ctx.pick(words.COMMENTS)}"]


def icon_beside_text(ctx):
    verb, title = ctx.pick(words.ACTIONS)
    description = "null" if not ctx.plant("icon-beside-text") else f'"{title}"'
    return [f"Button(onClick = {{ viewModel.{verb}() }}) {{",
            f"    Icon({_icon(ctx)}, contentDescription = {description})",
            "    Spacer(Modifier.width(ButtonDefaults.IconSpacing))", f'    Text("{title}")', "}"]


def icon_only_button(ctx):
    verb, title = ctx.pick(words.ACTIONS)
    description = "null" if ctx.plant("icon-only-button-unlabeled") else f"stringResource(R.string.{verb})"
    return [f"IconButton(onClick = {{ viewModel.{verb}() }}) {{",
            f"    Icon({_icon(ctx)}, contentDescription = {description})", "}"]


def tap_without_role(ctx):
    noun = ctx.pick(words.NOUNS)
    clickable = ".clickable" if ctx.plant("tap-without-role") else ".clickable(role = Role.Button)"
    return ["Row(", "    modifier = Modifier", "        .fillMaxWidth()",
            f"        {clickable} {{ onOpen{noun.capitalize()}({noun}.id) }}", "        .padding(horizontal = 16.dp, vertical = 12.dp),",
            ") {", f"    Text({noun}.title, modifier = Modifier.weight(1f))",
            f"    Text(\"${{{noun}.count}}\", style = MaterialTheme.typography.labelSmall)", "}"]


def dimmed_without_disabled(ctx):
    condition = ctx.pick(words.CONDITIONS)
    verb, title = ctx.pick(words.ACTIONS)
    enabled = [] if ctx.plant("dimmed-without-disabled") else [f"    enabled = state.{condition},"]
    return ["Button(", f"    onClick = {{ viewModel.{verb}() }},", *enabled,
            f"    modifier = Modifier.alpha(if (state.{condition}) 1f else 0.4f),", ") {", f'    Text("{title}")', "}"]


def text_field(ctx):
    noun = ctx.pick(words.NOUNS)
    label = [] if ctx.plant("text-field-unlabeled") else [f'    label = {{ Text("{noun.capitalize()} name") }},']
    return ["OutlinedTextField(", f"    value = state.{noun}Query,", f"    onValueChange = viewModel::on{noun.capitalize()}QueryChange,",
            *label, "    singleLine = true,", "    modifier = Modifier.fillMaxWidth(),", ")"]


def custom_toggle(ctx):
    flag = ctx.fresh(camel(ctx.pick(words.FEATURES)) + "Checked")
    role = "" if ctx.plant("custom-toggle-state-hidden") else "role = Role.Checkbox, "
    return ["Row(", f"    Modifier.toggleable(value = {flag}, {role}onValueChange = {{ {flag} = it }}),",
            "    verticalAlignment = Alignment.CenterVertically,", ") {",
            f"    Checkbox(checked = {flag}, onCheckedChange = null)", '    Text("Remember me")', "}"]


DEFECTS = [icon_beside_text, icon_only_button, tap_without_role, dimmed_without_disabled, text_field,
           custom_toggle]
NEUTRAL = [_text, _text, _label_button, _switch_row, _comment, _lazy_list, _async_image, _filter_chip]


def elements(ctx, depth, count):
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
    kind = ctx.rng.randrange(5)
    if kind == 0:
        return ["Column(verticalArrangement = Arrangement.spacedBy(8.dp)) {", *inner, "}"]
    if kind == 1:
        return ["Row(verticalAlignment = Alignment.CenterVertically) {", *inner, "}"]
    if kind == 2:
        return ["if (state.isLoading) {", "    CircularProgressIndicator()", "} else {", *inner, "}"]
    if kind == 3:
        noun = ctx.pick(words.NOUNS)
        return [f"state.{noun}s.forEach {{ {noun} ->", *inner, "}"]
    return ["Card(modifier = Modifier.fillMaxWidth()) {", *indent(["Column(Modifier.padding(16.dp)) {"]),
            *indent(inner), "    }", "}"]


def _state_and_view_model(ctx, name):
    noun = ctx.pick(words.NOUNS)
    lines = ["", "data class " + name + "UiState(", f'    val {noun}Title: String = "",',
             "    val isLoading: Boolean = false,", "    val isValid: Boolean = false,",
             f"    val {noun}s: List<{noun.capitalize()}> = emptyList(),", ")", "",
             f"class {name}ViewModel(", f"    private val repository: {name}Repository,", ") : ViewModel() {",
             f"    private val _state = MutableStateFlow({name}UiState())",
             f"    val state: StateFlow<{name}UiState> = _state.asStateFlow()", ""]
    for verb, _ in ctx.rng.sample(words.ACTIONS, 3):
        lines += [f"    fun {verb}() {{", "        viewModelScope.launch {",
                  "            _state.update { it.copy(isLoading = true) }",
                  f"            runCatching {{ repository.{verb}() }}",
                  f'                .onFailure {{ Log.w(TAG, "{verb} failed: ${{it.message}}", it) }}',
                  "            _state.update { it.copy(isLoading = false) }", "        }", "    }", ""]
    lines += ["    private companion object {", f'        const val TAG = "{name}"',
              "        val SQL = \"\"\"", f"            SELECT * FROM {noun}s WHERE owner = '$TAG'",
              "            ORDER BY updated_at DESC -- keep newest first", '        """', "    }", "}"]
    return lines


def screen(ctx, name, body_elements):
    lines = ["", "@OptIn(ExperimentalMaterial3Api::class)", "@Composable", f"fun {name}Screen(",
             f"    viewModel: {name}ViewModel = viewModel(),", "    onBack: () -> Unit,", ") {",
             "    val state by viewModel.state.collectAsStateWithLifecycle()",
             '    var userName by rememberSaveable { mutableStateOf("") }',
             "    Scaffold(", "        topBar = {", "            TopAppBar(",
             f'                title = {{ Text("{name}") }},', "                navigationIcon = {",
             "                    IconButton(onClick = onBack) {",
             '                        Icon(Icons.AutoMirrored.Filled.ArrowBack, contentDescription = "Back")',
             "                    }", "                },", "            )", "        },", "    ) { padding ->",
             "        Column(", "            modifier = Modifier", "                .padding(padding)",
             "                .verticalScroll(rememberScrollState())", "                .padding(16.dp),",
             "            verticalArrangement = Arrangement.spacedBy(12.dp),", "        ) {"]
    lines += indent(elements(ctx, 3, body_elements), 3)
    lines += ["        }", "    }", "}"]
    for _ in range(ctx.rng.randrange(1, 3)):
        part = ctx.fresh(name + ctx.pick(words.PARTS))
        lines += ["", "@Composable", f"private fun {part}(state: {name}UiState, modifier: Modifier = Modifier) {{",
                  "    Column(modifier) {"]
        lines += indent(elements(ctx, 2, ctx.rng.randrange(2, 6)), 2)
        lines += ["    }", "}"]
    lines += ["", '@Preview(showBackground = true, name = "' + name + '")', "@Composable",
              f"private fun {name}ScreenPreview() {{", f"    AppTheme {{ {name}Screen(onBack = {{}}) }}", "}"]
    return lines


def screen_file(rng, name, package, target_lines):
    """A Compose file of roughly `target_lines` lines; returns (text, tally)."""
    ctx = FileContext(rng, "compose")
    lines = [f"package {package}", "", "import androidx.compose.foundation.layout.*",
             "import androidx.compose.foundation.clickable", "import androidx.compose.foundation.selection.toggleable",
             "import androidx.compose.material.icons.Icons", "import androidx.compose.material3.*",
             "import androidx.compose.runtime.*", "import androidx.compose.ui.Modifier",
             "import androidx.compose.ui.draw.alpha", "import androidx.compose.ui.semantics.Role",
             "import androidx.lifecycle.ViewModel", "import kotlinx.coroutines.flow.*"]
    lines += _state_and_view_model(ctx, name) + screen(ctx, name, ctx.rng.randrange(4, 10))
    index = 2
    while len(lines) < target_lines:
        sub = f"{name}{ctx.pick(words.PARTS)}{index}"
        lines += _state_and_view_model(ctx, sub) + screen(ctx, sub, ctx.rng.randrange(6, 14))
        index += 1
    return "\n".join(lines) + "\n", ctx.tally
