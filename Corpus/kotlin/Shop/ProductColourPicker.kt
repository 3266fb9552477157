package com.example.shop.product

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp

data class ColourOption(val name: String, val value: Color)

@Composable
fun ProductColourPicker(options: List<ColourOption>, onPick: (ColourOption) -> Unit, onMore: () -> Unit) {
    Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        options.forEach { option ->
            // expect: compose-control-draws-no-name
            Box(Modifier.size(36.dp).clip(CircleShape).clickable { onPick(option) }) {
                Box(Modifier.fillMaxSize().background(option.value))
            }
        }
        // expect: compose-control-draws-no-name
        TextButton(onClick = onMore) {
            Column(verticalArrangement = Arrangement.spacedBy(3.dp)) {
                repeat(3) { MenuDot() }
            }
        }
    }
}

@Composable
fun NamedColourPicker(options: List<ColourOption>, onPick: (ColourOption) -> Unit, onMore: () -> Unit) {
    val moreLabel = stringResource(R.string.more_colours)
    Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        options.forEach { option ->
            // ok: compose-control-draws-no-name
            Box(
                Modifier.size(36.dp)
                    .clip(CircleShape)
                    .clickable { onPick(option) }
                    .semantics { contentDescription = option.name },
            ) {
                Box(Modifier.fillMaxSize().background(option.value))
            }
        }
        // ok: compose-control-draws-no-name
        TextButton(onClick = onMore) {
            Column { repeat(3) { MenuDot() } }
            Text(moreLabel)
        }
    }
}

@Composable
private fun MenuDot() {
    Box(Modifier.size(4.dp).clip(CircleShape).background(Color.Gray))
}
