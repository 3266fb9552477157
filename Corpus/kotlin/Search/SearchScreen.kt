package com.example.shop.search

import androidx.compose.foundation.Image
import androidx.compose.foundation.clickable
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.*
import androidx.compose.foundation.lazy.grid.GridCells
import androidx.compose.foundation.lazy.grid.LazyVerticalGrid
import androidx.compose.foundation.lazy.grid.items
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Clear
import androidx.compose.material.icons.filled.Search
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.ui.Modifier
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.LocalSoftwareKeyboardController
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.unit.dp

enum class SortOrder(val label: String) { Relevance("Relevance"), PriceLow("Price: low to high"), Newest("Newest") }

data class SearchResult(val id: String, val name: String, val price: String, val imageRes: Int)

/** Shown in the empty state; the sample query is a raw string with a template. */
private fun emptyStateHint(recent: String): String = """
    Try "$recent" or a brand name.
    Tip: IconButton(onClick = {}) { Icon(Icons.Default.Search, null) } opens the camera search.
""".trimIndent()

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun SearchScreen(
    query: String,
    results: List<SearchResult>,
    sort: SortOrder,
    onQueryChange: (String) -> Unit,
    onSortChange: (SortOrder) -> Unit,
    onOpenResult: (SearchResult) -> Unit,
) {
    val keyboard = LocalSoftwareKeyboardController.current
    var sortExpanded by remember { mutableStateOf(false) }

    Column(
        Modifier
            .fillMaxSize()
            // ok: compose-tap-gestures-without-semantics
            .pointerInput(Unit) { detectTapGestures { keyboard?.hide() } },
    ) {
        // expect: compose-text-field-missing-label
        TextField(
            value = query,
            onValueChange = onQueryChange,
            placeholder = { Text("Search products") },
            leadingIcon = { Icon(Icons.Default.Search, contentDescription = null) },
            trailingIcon = {
                if (query.isNotEmpty()) {
                    // ok: compose-icon-button-missing-label
                    IconButton(onClick = { onQueryChange("") }) { Icon(Icons.Default.Clear, "Clear search") }
                }
            },
            singleLine = true,
            modifier = Modifier.fillMaxWidth().padding(16.dp),
        )

        ExposedDropdownMenuBox(expanded = sortExpanded, onExpandedChange = { sortExpanded = it }) {
            // expect: compose-text-field-missing-label
            OutlinedTextField(
                value = sort.label,
                onValueChange = {},
                readOnly = true,
                trailingIcon = { ExposedDropdownMenuDefaults.TrailingIcon(expanded = sortExpanded) },
                modifier = Modifier.menuAnchor().padding(horizontal = 16.dp),
            )
            ExposedDropdownMenu(expanded = sortExpanded, onDismissRequest = { sortExpanded = false }) {
                SortOrder.entries.forEach { order ->
                    DropdownMenuItem(
                        text = { Text(order.label) },
                        onClick = { onSortChange(order); sortExpanded = false },
                    )
                }
            }
        }

        if (results.isEmpty()) {
            Text(emptyStateHint(recent = "running shoes"), Modifier.padding(16.dp))
        }

        LazyVerticalGrid(columns = GridCells.Adaptive(160.dp), contentPadding = PaddingValues(16.dp)) {
            items(results, key = { it.id }) { result ->
                Column(
                    Modifier
                        // ok: compose-clickable-without-role
                        .clickable(role = Role.Button, onClickLabel = "Open ${result.name}") { onOpenResult(result) }
                        .padding(8.dp),
                ) {
                    // ok: compose-clickable-image-missing-label
                    Image(painterResource(result.imageRes), contentDescription = null, Modifier.aspectRatio(1f))
                    Text(result.name, maxLines = 2)
                    Text(result.price, style = MaterialTheme.typography.labelLarge)
                }
            }
        }
    }
}

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun SizePicker(sizes: List<String>, selected: String, onSelect: (String) -> Unit) {
    var expanded by remember { mutableStateOf(false) }
    ExposedDropdownMenuBox(expanded = expanded, onExpandedChange = { expanded = it }) {
        // ok: compose-text-field-missing-label
        OutlinedTextField(
            value = selected,
            onValueChange = {},
            readOnly = true,
            label = { Text("Size") },
            trailingIcon = { ExposedDropdownMenuDefaults.TrailingIcon(expanded = expanded) },
            modifier = Modifier.menuAnchor(),
        )
        ExposedDropdownMenu(expanded = expanded, onDismissRequest = { expanded = false }) {
            sizes.forEach { size ->
                DropdownMenuItem(text = { Text(size) }, onClick = { onSelect(size); expanded = false })
            }
        }
    }
}
