package com.example.app.ui.components

import androidx.compose.animation.AnimatedVisibility
import androidx.compose.foundation.Image
import androidx.compose.foundation.clickable
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.*
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.*
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.semantics.*
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp

/*
 * Shared building blocks. A nested /* block comment */ keeps the old snippet that we
 * replaced: Row(Modifier.clickable { expanded = !expanded }) { Icon(Icons.Default.ExpandMore, "Expand") }
 */

@Composable
fun ExpandableSection(title: String, initiallyExpanded: Boolean = false, content: @Composable () -> Unit) {
    var expanded by rememberSaveable { mutableStateOf(initiallyExpanded) }
    Column {
        Row(
            Modifier
                .fillMaxWidth()
                // ok: compose-clickable-without-role
                .clickable { expanded = !expanded }
                .padding(16.dp),
            verticalAlignment = Alignment.CenterVertically,
        ) {
            Text(title, Modifier.weight(1f), style = MaterialTheme.typography.titleMedium)
            // The icon says what a tap does ("Collapse"/"Expand"): the only word of the state.
            // ok: compose-icon-not-hidden
            Icon(if (expanded) Icons.Default.ExpandLess else Icons.Default.ExpandMore, contentDescription = if (expanded) "Collapse" else "Expand")
        }
        AnimatedVisibility(visible = expanded) { content() }
    }
}

/** Five stars; tapping a star sets the rating. Screen readers get one adjustable element. */
@Composable
fun RatingBar(rating: Int, onRate: (Int) -> Unit, modifier: Modifier = Modifier) {
    Row(
        modifier.semantics(mergeDescendants = true) {
            stateDescription = "$rating of 5 stars"
            setProgress { value -> onRate(value.toInt().coerceIn(1, 5)); true }
        },
    ) {
        for (star in 1..5) {
            Icon(
                imageVector = if (star <= rating) Icons.Default.Star else Icons.Default.StarBorder,
                contentDescription = null,
                modifier = Modifier
                    .size(32.dp)
                    // ok: compose-tap-gestures-without-semantics
                    .pointerInput(star) { detectTapGestures(onTap = { onRate(star) }) },
            )
        }
    }
}

/** Colour swatches for the product options; `name` is shown in the caption below. */
@Composable
fun ColorSwatches(colors: List<Pair<String, androidx.compose.ui.graphics.Color>>, onSelect: (String) -> Unit) {
    Row(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
        colors.forEach { (name, color) ->
            Box(
                Modifier
                    .size(40.dp)
                    .background(color, androidx.compose.foundation.shape.CircleShape)
                    // expect: compose-tap-gestures-without-semantics
                    .pointerInput(name) { detectTapGestures { onSelect(name) } },
            )
        }
    }
}

@Composable
fun BrandBanner(onOpenPromo: () -> Unit) {
    // ok: compose-clickable-image-missing-label
    Image(
        painter = painterResource(R.drawable.summer_sale_banner),
        contentDescription = null,
        modifier = Modifier
            .fillMaxWidth()
            .clickable(role = Role.Button, onClick = onOpenPromo)
            .semantics { contentDescription = "Summer sale: 30% off outdoor gear" },
    )
}

@Composable
fun CloseIcon(onClose: () -> Unit) {
    // todo-expect: compose-icon-button-missing-label
    IconButton(onClick = onClose) { CloseGlyph() }
}

@Composable
private fun CloseGlyph() {
    Icon(Icons.Default.Close, contentDescription = null)
}

@Composable
fun StatusPill(isOnline: Boolean, lastSeen: String) {
    val quote = '"'
    Surface(shape = MaterialTheme.shapes.small, tonalElevation = 1.dp) {
        Text(
            "${if (isOnline) "Online" else "Last seen $lastSeen"} $quote",
            Modifier.padding(horizontal = 8.dp, vertical = 4.dp),
        )
    }
}

/** Snackbar-style inline message with an action; the action is a real TextButton. */
@Composable
fun InlineMessage(text: String, actionLabel: String?, onAction: () -> Unit) {
    Row(Modifier.fillMaxWidth().padding(16.dp), verticalAlignment = Alignment.CenterVertically) {
        // ok: compose-icon-not-hidden
        // expect: compose-icon-description-names-picture
        Icon(Icons.Default.Info, contentDescription = "Info")
        Text(text, Modifier.weight(1f).padding(horizontal = 8.dp))
        if (actionLabel != null) {
            // ok: compose-guarded-click-without-enabled
            TextButton(onClick = onAction) { Text(actionLabel) }
        }
    }
}

@Composable
fun DebugPanel(logLines: List<String>) {
    val help = """
        Debug tips:
          - Button(onClick = { if (!ready) return@Button }) { Text("Go") } shows a guard.
          - Modifier.pointerInput(Unit) { detectTapGestures { } } is raw input.
          - ${logLines.size} lines captured
    """.trimIndent()
    Text(help, style = MaterialTheme.typography.bodySmall)
}

@Preview
@Composable
private fun ExpandableSectionPreview() {
    MaterialTheme {
        ExpandableSection("Shipping details", initiallyExpanded = true) {
            Text("Ships within 2 business days")
        }
    }
}

@Preview
@Composable
private fun RatingBarPreview() {
    MaterialTheme { RatingBar(rating = 3, onRate = {}) }
}
