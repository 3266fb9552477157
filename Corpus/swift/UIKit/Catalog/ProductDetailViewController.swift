import UIKit

struct ProductDetail {
    let sku: String
    let name: String
    let price: String
    let imageNames: [String]
    let isInStock: Bool
}

final class ProductDetailViewController: UIViewController {
    private let product: ProductDetail
    private var isFavorite = false

    private let galleryView = UIImageView()
    private let nameLabel = UILabel()
    private let priceLabel = UILabel()
    private let addToCartButton = UIButton(type: .system)
    private let cartIconView = UIImageView(image: UIImage(systemName: "cart.badge.plus"))
    private let sizeGuideButton = UIButton(type: .system)
    private let deliveryControl = UIControl()
    private let deliveryStack = UIStackView()
    private let deliveryIcon = UIImageView(image: UIImage(systemName: "shippingbox"))
    private let deliveryLabel = UILabel()
    private let sizeGuideIcon: UIImageView = {
        let view = UIImageView(image: UIImage(systemName: "ruler"))
        view.isAccessibilityElement = false
        return view
    }()

    private lazy var favoriteItem: UIBarButtonItem = {
        // ok: uikit-bar-button-image-missing-label
        let item = UIBarButtonItem(image: UIImage(systemName: "heart"), style: .plain,
                                   target: self, action: #selector(toggleFavorite))
        item.accessibilityLabel = NSLocalizedString("Add to favorites", comment: "Bar button")
        return item
    }()

    init(product: ProductDetail) {
        self.product = product
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        configureNavigationItems()
        configureGallery()
        configureButtons()
        render()
    }

    private func configureNavigationItems() {
        // expect: uikit-bar-button-image-missing-label
        let shareItem = UIBarButtonItem(image: UIImage(named: "square-and-arrow-up"), style: .plain,
                                        target: self, action: #selector(share))
        // ok: uikit-bar-button-image-missing-label
        let closeItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
        navigationItem.rightBarButtonItems = [favoriteItem, shareItem]
        navigationItem.leftBarButtonItem = closeItem
    }

    private func configureGallery() {
        galleryView.contentMode = .scaleAspectFill
        galleryView.isUserInteractionEnabled = true
        let zoomTap = UITapGestureRecognizer(target: self, action: #selector(openGallery))
        // expect: uikit-tap-gesture-without-button-trait
        galleryView.addGestureRecognizer(zoomTap)
        galleryView.isAccessibilityElement = true
        galleryView.accessibilityLabel = "Product photos"
        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(nextPhoto))
        // ok: uikit-tap-gesture-without-button-trait
        galleryView.addGestureRecognizer(swipe)
    }

    private func configureButtons() {
        addToCartButton.setTitle("Add to cart", for: .normal)
        // ok: uikit-button-icon-view-accessible
        addToCartButton.addSubview(cartIconView)
        addToCartButton.addTarget(self, action: #selector(addToCart), for: .touchUpInside)

        sizeGuideButton.setTitle("Size guide", for: .normal)
        // ok: uikit-button-icon-view-accessible
        sizeGuideButton.addSubview(sizeGuideIcon)

        deliveryLabel.text = "Free delivery tomorrow"
        deliveryIcon.isAccessibilityElement = true
        // expect: uikit-button-icon-view-accessible
        deliveryStack.addArrangedSubview(deliveryIcon)
        deliveryStack.addArrangedSubview(deliveryLabel)
        deliveryControl.addSubview(deliveryStack)
        deliveryControl.addTarget(self, action: #selector(showDeliveryOptions), for: .touchUpInside)
    }

    private func render() {
        nameLabel.text = product.name
        priceLabel.text = product.price
        galleryView.image = UIImage(named: product.imageNames.first ?? "placeholder")
        if !product.isInStock {
            // expect: uikit-dimmed-control-without-is-enabled
            addToCartButton.alpha = 0.4
            addToCartButton.setTitle("Out of stock", for: .normal)
        }
    }

    @objc private func toggleFavorite() {
        isFavorite.toggle()
        favoriteItem.image = UIImage(systemName: isFavorite ? "heart.fill" : "heart")
        favoriteItem.accessibilityLabel = isFavorite ? "Remove from favorites" : "Add to favorites"
    }

    @objc private func share() {}
    @objc private func close() { dismiss(animated: true) }
    @objc private func openGallery() {}
    @objc private func nextPhoto() {}
    @objc private func addToCart() {}
}
