"""Android Views code: fragments that find and configure views, and a small custom view.

Each fragment plants every defect kind at most once, because the Views rules look for the
fix anywhere in the class: a fixed variant beside a broken one would hide the broken one.
"""

from . import words
from .context import FileContext, camel, indent


def icon_only_button(ctx):
    verb, _ = ctx.pick(words.ACTIONS)
    button = ctx.fresh(f"{verb}Button")
    lines = [f"val {button} = view.findViewById<ImageButton>(R.id.{verb}_button)",
             f"{button}.setImageResource(R.drawable.ic_{verb})", f"{button}.setOnClickListener {{ viewModel.{verb}() }}"]
    if not ctx.plant("icon-only-button-unlabeled"):
        lines.append(f"{button}.contentDescription = getString(R.string.{verb})")
    return lines


def tap_without_role(ctx):
    noun = ctx.pick(words.NOUNS)
    row = ctx.fresh(f"{noun}Row")
    lines = [f"val {row} = view.findViewById<LinearLayout>(R.id.{noun}_row)",
             f"{row}.setOnClickListener {{ openDetail(\"{noun}\") }}"]
    if not ctx.plant("tap-without-role"):
        lines.append(f"ViewCompat.setAccessibilityDelegate({row}, ButtonRoleDelegate)")
    return lines


def dimmed_without_disabled(ctx):
    condition = ctx.pick(words.CONDITIONS)
    button = ctx.fresh("submitButton")
    lines = [f"val {button} = view.findViewById<Button>(R.id.submit)",
             f"{button}.alpha = if (viewModel.{condition}) 1f else 0.4f"]
    if not ctx.plant("dimmed-without-disabled"):
        lines.append(f"{button}.isEnabled = viewModel.{condition}")
    return lines


def text_field(ctx):
    noun = ctx.pick(words.NOUNS)
    field = ctx.fresh(f"{noun}Input")
    lines = [f"val {field} = view.findViewById<EditText>(R.id.{noun}_input)",
             f"{field}.doAfterTextChanged {{ viewModel.on{noun.capitalize()}Changed(it.toString()) }}"]
    if not ctx.plant("text-field-unlabeled"):
        lines.append(f"{field}.hint = getString(R.string.{noun}_hint)")
    return lines


def custom_toggle(ctx):
    flag = ctx.fresh(camel(ctx.pick(words.FEATURES)) + "Checked")
    icon = ctx.fresh("checkIcon")
    lines = [f"val {icon} = view.findViewById<ImageView>(R.id.check_icon)",
             f"{icon}.setImageResource(if ({flag}) R.drawable.ic_checked else R.drawable.ic_unchecked)"]
    if not ctx.plant("custom-toggle-state-hidden"):
        lines.append(f'{icon}.stateDescription = if ({flag}) "Checked" else "Not checked"')
    return lines


DEFECTS = [icon_only_button, tap_without_role, dimmed_without_disabled, text_field, custom_toggle]


def _neutral(ctx):
    roll = ctx.rng.randrange(4)
    noun = ctx.pick(words.NOUNS)
    if roll == 0:
        return [f"val title = view.findViewById<TextView>(R.id.{noun}_title)",
                f'title.text = "${{{noun}.name}} (${{{noun}.count}})"']
    if roll == 1:
        return [f"// {ctx.pick(words.COMMENTS)}", "binding.swipeRefresh.setOnRefreshListener { viewModel.refresh() }"]
    if roll == 2:
        return ["viewLifecycleOwner.lifecycleScope.launch {",
                "    viewModel.state.flowWithLifecycle(viewLifecycleOwner.lifecycle).collect { render(it) }", "}"]
    return ["/* Tablet layout:", "   binding.list.layoutManager = GridLayoutManager(context, 2) */",
            "binding.list.layoutManager = LinearLayoutManager(context)", f"binding.list.adapter = {noun.capitalize()}Adapter()"]


def fragment(ctx, name):
    kinds = ctx.rng.sample(DEFECTS, ctx.rng.randrange(1, len(DEFECTS) + 1))
    body = []
    for defect in kinds:
        body += _neutral(ctx) + defect(ctx) + [""]
    body.pop()
    lines = ["", f"class {name}Fragment : Fragment(R.layout.fragment_{name.lower()}) {{",
             f"    private val viewModel: {name}ViewModel by viewModels()",
             f"    private var _binding: Fragment{name}Binding? = null", "    private val binding get() = _binding!!", "",
             "    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {",
             "        super.onViewCreated(view, savedInstanceState)", f"        _binding = Fragment{name}Binding.bind(view)"]
    lines += indent(body, 2)
    lines += ["    }", "", f"    private fun render(state: {name}UiState) {{",
              "        binding.progress.isVisible = state.isLoading",
              '        binding.empty.text = if (state.items.isEmpty()) "Nothing here yet" else ""', "    }", "",
              "    private fun openDetail(id: String) {",
              f'        findNavController().navigate(R.id.action_{name.lower()}_to_detail, bundleOf("id" to id))', "    }",
              "", "    override fun onDestroyView() {", "        super.onDestroyView()", "        _binding = null", "    }", "}"]
    return lines


def _custom_view(name):
    return ["", f"class {name}BadgeView @JvmOverloads constructor(",
            "    context: Context,", "    attrs: AttributeSet? = null,", ") : AppCompatTextView(context, attrs) {",
            "    var count: Int = 0", "        set(value) {", "            field = value",
            "            text = if (value > 99) \"99+\" else value.toString()",
            "            contentDescription = resources.getQuantityString(R.plurals.badge_count, value, value)",
            "        }", "}"]


def fragment_file(rng, name, package, target_lines):
    """An Android Views file of roughly `target_lines` lines; returns (text, tally)."""
    ctx = FileContext(rng, "views")
    lines = [f"package {package}", "", "import android.os.Bundle", "import android.view.View",
             "import android.widget.*", "import androidx.core.view.ViewCompat", "import androidx.fragment.app.Fragment",
             "import androidx.fragment.app.viewModels"]
    lines += fragment(ctx, name)
    if ctx.chance(0.5):
        lines += _custom_view(name)
    index = 2
    while len(lines) < target_lines:
        lines += fragment(ctx, f"{name}{ctx.pick(words.PARTS)}{index}")
        index += 1
    return "\n".join(lines) + "\n", ctx.tally
