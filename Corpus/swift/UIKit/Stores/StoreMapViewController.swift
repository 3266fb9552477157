import MapKit
import UIKit

struct Store {
    let id: String
    let name: String
    let coordinate: CLLocationCoordinate2D
    let opensAt: String
}

final class StoreCalloutView: UIView {
    private let nameLabel = UILabel()
    private let hoursLabel = UILabel()
    private let directionsView = UIView()
    var onDirections: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        // expect: uikit-tap-gesture-without-button-trait
        directionsView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(directionsTapped)))
        directionsView.isAccessibilityElement = true
        directionsView.accessibilityLabel = NSLocalizedString("Directions", comment: "")
        directionsView.accessibilityTraits = .staticText
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not used") }

    func show(_ store: Store) {
        nameLabel.text = store.name
        hoursLabel.text = "Opens at \(store.opensAt)"
    }

    @objc private func directionsTapped() { onDirections?() }
}

final class StoreMapViewController: UIViewController, MKMapViewDelegate {
    private let mapView = MKMapView()
    private let dimmingView = UIView()
    private let callout = StoreCalloutView()
    private var stores: [Store] = []

    private lazy var locateItem: UIBarButtonItem = {
        // expect: uikit-bar-button-image-missing-label
        let button = UIBarButtonItem(image: UIImage(named: "crosshair"), style: .plain,
                                     target: self, action: #selector(centerOnUser))
        button.tintColor = .systemBlue
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Stores", comment: "")
        mapView.delegate = self
        navigationItem.rightBarButtonItem = locateItem
        configureToolbar()
        configureDimming()
    }

    private func configureToolbar() {
        // Building "UIBarButtonItem(image:" by hand is avoided here for the list toggle:
        // ok: uikit-bar-button-image-missing-label
        let listItem = UIBarButtonItem(title: NSLocalizedString("List", comment: ""), style: .plain,
                                       target: self, action: #selector(showList))
        toolbarItems = [
            // expect: uikit-bar-button-image-missing-label
            UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease"), style: .plain,
                            target: self, action: #selector(showFilters)),
            UIBarButtonItem(systemItem: .flexibleSpace),
            listItem,
        ]
    }

    private func configureDimming() {
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.3)
        dimmingView.accessibilityElementsHidden = true
        let dismissTap = UITapGestureRecognizer(target: self, action: #selector(hideCallout))
        // ok: uikit-tap-gesture-without-button-trait
        dimmingView.addGestureRecognizer(dismissTap)
    }

    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
        guard let index = stores.firstIndex(where: { $0.name == view.annotation?.title }) else { return }
        callout.show(stores[index])
        dimmingView.isHidden = false
    }

    @objc private func centerOnUser() { mapView.setUserTrackingMode(.follow, animated: true) }
    @objc private func showFilters() {}
    @objc private func showList() {}
    @objc private func hideCallout() { dimmingView.isHidden = true }
}
