package com.example.assistant.translate

import androidx.compose.foundation.Image
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Check
import androidx.compose.material.icons.filled.Translate
import androidx.compose.material3.FloatingActionButton
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp

/** Translates a text between two languages and shows the result. */
@Composable
fun TranslateScreen(state: TranslateState, actions: TranslateActions) {
    Scaffold(
        floatingActionButton = {
            FloatingActionButton(onClick = actions::translate) {
                // expect: compose-control-description-names-role
                Icon(Icons.Default.Translate, contentDescription = "translate button")
            }
        },
    ) { padding ->
        Column(Modifier.padding(padding)) {
            Row {
                // expect: compose-icon-description-names-picture
                Icon(painterResource(R.drawable.ic_language), contentDescription = "language icon")
                Text(state.sourceLanguage.name, style = MaterialTheme.typography.labelLarge)
                // ok: compose-control-description-names-role
                IconButton(onClick = actions::swapLanguages) {
                    Icon(painterResource(R.drawable.ic_swap), contentDescription = stringResource(R.string.swap_languages))
                }
                // ok: compose-icon-description-names-picture
                Icon(painterResource(R.drawable.ic_language), contentDescription = null)
                Text(state.targetLanguage.name, style = MaterialTheme.typography.labelLarge)
            }
            Text(state.result)
            Row {
                IconButton(onClick = actions::copy) {
                    // expect: compose-control-description-names-role
                    Icon(painterResource(R.drawable.ic_content_copy), contentDescription = "copy icon")
                }
                IconButton(onClick = actions::share) {
                    // ok: compose-control-description-names-role
                    Icon(painterResource(R.drawable.ic_share), contentDescription = "Share translation")
                }
            }
            if (state.saved) SavedNotice()
            EmptyHistory(state.emptyIcon, state.emptyTitle)
        }
    }
}

@Composable
private fun SavedNotice() {
    Row {
        // expect: compose-icon-repeats-text
        Icon(Icons.Default.Check, contentDescription = stringResource(R.string.translation_saved))
        Text(stringResource(R.string.translation_saved))
    }
    Column {
        // expect: compose-icon-repeats-text
        Image(painterResource(R.drawable.ic_cloud_done), contentDescription = stringResource(R.string.synced_to_cloud))
        Spacer(Modifier.height(4.dp))
        Text(text = stringResource(R.string.synced_to_cloud))
    }
    Row {
        // ok: compose-icon-repeats-text
        Icon(Icons.Default.Check, contentDescription = null)
        Text(stringResource(R.string.translation_saved))
    }
    Row {
        // ok: compose-icon-repeats-text
        Icon(painterResource(R.drawable.ic_offline), contentDescription = stringResource(R.string.offline))
        Text(stringResource(R.string.saved_for_later))
    }
}

@Composable
private fun EmptyHistory(iconId: Int?, titleId: Int?) {
    Column {
        // expect: compose-icon-description-names-picture
        iconId?.let { Image(painterResource(it), contentDescription = "empty history image", modifier = Modifier.size(48.dp)) }
        titleId?.let { Text(stringResource(it)) }
        // ok: compose-icon-description-names-picture
        Image(painterResource(R.drawable.img_world_map), contentDescription = "Map of the languages you translated")
    }
}
