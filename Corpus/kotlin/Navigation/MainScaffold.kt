package com.example.app.navigation

import androidx.compose.foundation.layout.*
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.*
import androidx.compose.material.icons.outlined.*
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.navigation.NavHostController
import androidx.navigation.compose.currentBackStackEntryAsState

enum class TopLevelDestination(val route: String, val label: String, val icon: ImageVector, val selectedIcon: ImageVector) {
    Home("home", "Home", Icons.Outlined.Home, Icons.Filled.Home),
    Orders("orders", "Orders", Icons.Outlined.ShoppingBag, Icons.Filled.ShoppingBag),
    Account("account", "Account", Icons.Outlined.Person, Icons.Filled.Person),
}

@Composable
fun MainBottomBar(navController: NavHostController, unreadOrders: Int) {
    val backStackEntry by navController.currentBackStackEntryAsState()
    val currentRoute = backStackEntry?.destination?.route
    NavigationBar {
        TopLevelDestination.entries.forEach { destination ->
            val selected = currentRoute == destination.route
            NavigationBarItem(
                selected = selected,
                onClick = { navController.navigate(destination.route) { launchSingleTop = true } },
                icon = {
                    if (destination == TopLevelDestination.Orders && unreadOrders > 0) {
                        BadgedBox(badge = { Badge { Text("$unreadOrders") } }) {
                            // The bar item clears its icon's semantics while the label shows.
                            // ok: compose-icon-not-hidden
                            Icon(destination.selectedIcon, contentDescription = destination.label)
                        }
                    } else {
                        // ok: compose-icon-not-hidden
                        Icon(if (selected) destination.selectedIcon else destination.icon, contentDescription = null)
                    }
                },
                label = { Text(destination.label) },
            )
        }
    }
}

/** Compact rail for tablets: icons only, so the icon's description is the item's name. */
@Composable
fun MainRail(current: TopLevelDestination, onNavigate: (TopLevelDestination) -> Unit) {
    NavigationRail {
        TopLevelDestination.entries.forEach { destination ->
            NavigationRailItem(
                selected = destination == current,
                onClick = { onNavigate(destination) },
                // ok: compose-icon-not-hidden
                icon = { Icon(destination.icon, contentDescription = destination.label) },
            )
        }
    }
}

@Composable
fun OrdersTabs(selectedTab: Int, onSelectTab: (Int) -> Unit) {
    TabRow(selectedTabIndex = selectedTab) {
        Tab(
            selected = selectedTab == 0,
            onClick = { onSelectTab(0) },
            text = { Text("Active") },
            // expect: compose-icon-not-hidden
            icon = { Icon(painterResource(R.drawable.ic_truck), stringResource(R.string.active_orders)) },
        )
        Tab(
            selected = selectedTab == 1,
            onClick = { onSelectTab(1) },
            text = { Text("Past") },
            // ok: compose-icon-not-hidden
            icon = { Icon(painterResource(R.drawable.ic_history), contentDescription = null) },
        )
        Tab(
            selected = selectedTab == 2,
            onClick = { onSelectTab(2) },
            // ok: compose-icon-not-hidden
            icon = { Icon(Icons.Outlined.Favorite, contentDescription = "Wish list") },
        )
    }
}

@Composable
fun AccountDrawer(onNavigate: (String) -> Unit, onSignOut: () -> Unit) {
    ModalDrawerSheet {
        Text("Account", Modifier.padding(16.dp), style = MaterialTheme.typography.titleMedium)
        NavigationDrawerItem(
            label = { Text("Addresses") },
            selected = false,
            onClick = { onNavigate("addresses") },
            // expect: compose-icon-not-hidden
            icon = { Icon(Icons.Outlined.Place, contentDescription = "Addresses") },
        )
        NavigationDrawerItem(
            label = { Text("Sign out") },
            selected = false,
            onClick = onSignOut,
            // ok: compose-icon-not-hidden
            icon = { Icon(Icons.AutoMirrored.Outlined.Logout, contentDescription = null) },
            modifier = Modifier.clearAndSetSemantics { contentDescription = "Sign out" },
        )
        NavigationDrawerItem(
            label = { Text("Help") },
            selected = false,
            onClick = { onNavigate("help") },
            // ok: compose-icon-not-hidden
            icon = { Icon(Icons.Outlined.Help, "Help", Modifier.clearAndSetSemantics { }) },
        )
    }
}

@Composable
fun ScreenTitle(title: String) {
    Row(Modifier.padding(16.dp)) {
        // ok: compose-icon-not-hidden
        // expect: compose-icon-description-names-picture
        Icon(Icons.Outlined.Info, contentDescription = "Information")
        // expect: compose-title-text-not-heading
        Text(title, style = MaterialTheme.typography.titleLarge)
    }
}

private val Int.dp get() = androidx.compose.ui.unit.Dp(this.toFloat())
