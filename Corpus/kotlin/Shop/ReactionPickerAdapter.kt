package com.example.shop.reviews

import android.view.LayoutInflater
import android.view.ViewGroup
import android.widget.ImageView
import androidx.recyclerview.widget.RecyclerView
import com.bumptech.glide.Glide

data class Reaction(val code: String, val label: String, val imageUrl: String)

/** The reactions a shopper can add to a review, one picture per reaction. */
class ReactionPickerAdapter(
    private val reactions: List<Reaction>,
    private val onReactionPicked: (Reaction) -> Unit,
) : RecyclerView.Adapter<ReactionPickerAdapter.ReactionHolder>() {

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): ReactionHolder {
        val view = LayoutInflater.from(parent.context).inflate(R.layout.item_reaction, parent, false) as ImageView
        return ReactionHolder(view)
    }

    override fun onBindViewHolder(holder: ReactionHolder, position: Int) {
        val reaction = reactions[position]
        Glide.with(holder.picture)
            .load(reaction.imageUrl)
            // expect: views-loaded-image-clickable-unnamed
            .into(holder.picture)
        holder.picture.setOnClickListener { onReactionPicked(reaction) }
    }

    override fun getItemCount() = reactions.size

    class ReactionHolder(val picture: ImageView) : RecyclerView.ViewHolder(picture)
}

/** Recently used reactions: named for TalkBack by their label. */
class RecentReactionsAdapter(
    private val reactions: List<Reaction>,
    private val onReactionPicked: (Reaction) -> Unit,
) : RecyclerView.Adapter<RecentReactionsAdapter.RecentHolder>() {

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): RecentHolder {
        val view = LayoutInflater.from(parent.context).inflate(R.layout.item_reaction, parent, false) as ImageView
        return RecentHolder(view)
    }

    override fun onBindViewHolder(holder: RecentHolder, position: Int) {
        val reaction = reactions[position]
        // ok: views-loaded-image-clickable-unnamed
        Glide.with(holder.recentPicture).load(reaction.imageUrl).into(holder.recentPicture)
        holder.recentPicture.contentDescription = reaction.label
        holder.recentPicture.setOnClickListener { onReactionPicked(reaction) }
    }

    override fun getItemCount() = reactions.size

    class RecentHolder(val recentPicture: ImageView) : RecyclerView.ViewHolder(recentPicture)
}

/** Product thumbnails in a review: the whole row opens the product, the picture only decorates. */
class ReviewedProductsAdapter(
    private val products: List<Reaction>,
    private val onOpen: (Reaction) -> Unit,
) : RecyclerView.Adapter<ReviewedProductsAdapter.ProductHolder>() {

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): ProductHolder {
        val view = LayoutInflater.from(parent.context).inflate(R.layout.item_reviewed_product, parent, false)
        return ProductHolder(view.findViewById(R.id.thumbnail), view)
    }

    override fun onBindViewHolder(holder: ProductHolder, position: Int) {
        val product = products[position]
        // ok: views-loaded-image-clickable-unnamed
        Glide.with(holder.thumbnail).load(product.imageUrl).into(holder.thumbnail)
        holder.row.setOnClickListener { onOpen(product) }
    }

    override fun getItemCount() = products.size

    class ProductHolder(val thumbnail: ImageView, val row: android.view.View) : RecyclerView.ViewHolder(row)
}

/** Sticker packs: each sticker is a picture that adds itself to the review when tapped. */
class StickerPackAdapter(
    private val stickers: List<Reaction>,
    private val onStickerPicked: (Reaction) -> Unit,
) : RecyclerView.Adapter<StickerPackAdapter.StickerHolder>() {

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): StickerHolder {
        val view = LayoutInflater.from(parent.context).inflate(R.layout.item_sticker, parent, false) as ImageView
        return StickerHolder(view)
    }

    override fun onBindViewHolder(holder: StickerHolder, position: Int) {
        val sticker = stickers[position]
        // expect: views-loaded-image-clickable-unnamed
        Glide.with(holder.sticker).load(sticker.imageUrl).into(holder.sticker)
        holder.sticker.setOnLongClickListener { onStickerPicked(sticker); true }
    }

    override fun getItemCount() = stickers.size

    class StickerHolder(val sticker: ImageView) : RecyclerView.ViewHolder(sticker)
}
