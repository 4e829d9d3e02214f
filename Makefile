# OpenUIKit: `make test` and `make catalog` work on a fresh Debian machine; both install
# the Debian packages the build needs first (only those that are missing).

SWIFT ?= swift
APT_PACKAGES := libcairo2-dev libpango1.0-dev libsdl2-dev libgdk-pixbuf-2.0-dev webp-pixbuf-loader libfontconfig-dev fonts-dejavu-core xvfb xdotool imagemagick xclip python3-xlib x11-xkb-utils libdbus-1-dev at-spi2-core dbus python3-pyatspi libx11-dev libxfixes-dev
PKG_CONFIG_MODULES := cairo pangocairo sdl2 gdk-pixbuf-2.0 fontconfig dbus-1 x11 xfixes

.PHONY: deps build test consumer-test snapshot-test release catalog window-test fuzz docs clean

deps:
	@missing=""; \
	for module in $(PKG_CONFIG_MODULES); do \
	  pkg-config --exists $$module 2>/dev/null || missing="yes"; \
	done; \
	for package in $(APT_PACKAGES); do \
	  dpkg -s $$package >/dev/null 2>&1 || missing="yes"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing build dependencies: $(APT_PACKAGES)"; \
	  SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO="sudo"; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $(APT_PACKAGES); \
	else \
	  echo "Build dependencies present."; \
	fi

build: deps
	$(SWIFT) build

# Three passes: RunLoopDriverTests count the real run loop's passes and frames, which any
# other suite's running animation or display link would add to; ReliabilityTests (deep trees,
# huge content) hold the main actor for seconds, which real-time waits elsewhere would sit behind.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --skip ReliabilityTests --skip RunLoopDriverTests
	$(SWIFT) test --skip-build --filter RunLoopDriverTests
	$(SWIFT) test --skip-build --filter ReliabilityTests
	$(MAKE) consumer-test
	$(MAKE) snapshot-test

# A package outside this one (Tests/ExternalConsumer) that depends on the UIKit product only,
# imports Testing and subclasses the open classes as iOS code does: what third-party code sees.
consumer-test: deps
	cd Tests/ExternalConsumer && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build

# The UIKitSnapshotTesting package (swift-snapshot-testing strategies for OpenUIKit) and its
# sample snapshot tests. swift-snapshot-testing's SnapshotTesting module says
# `#if canImport(UIKit) import UIKit`, which fails once OpenUIKit's UIKit module is in the
# same build folder, so it is built first; a build folder where that order was lost starts over.
snapshot-test: deps
	cd UIKitSnapshotTesting && { $(SWIFT) build --target SnapshotTesting || { echo "SnapshotTesting could not import UIKit: built after it; starting UIKitSnapshotTesting/.build over"; rm -rf .build && $(SWIFT) build --target SnapshotTesting; }; }
	cd UIKitSnapshotTesting && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build

# The DocC catalogs of the public modules (swift-docc-plugin), warnings failing the build;
# the archives land in .build/plugins/Swift-DocC/outputs/*.doccarchive.
DOC_TARGETS := CoreGraphics QuartzCore ConstraintSolver UIKit UIKitTesting
docs: deps
	$(SWIFT) package generate-documentation $(addprefix --target ,$(DOC_TARGETS)) --warnings-as-errors

release: deps
	$(SWIFT) build -c release

# Opens the Catalog in a window when DISPLAY is set, else renders every screen to PNG.
catalog: deps
	$(SWIFT) build --product Catalog
	mkdir -p out/catalog
	$(SWIFT) run --skip-build Catalog out/catalog

# The real-window test (Xvfb + xdotool); fails under CI=true when no window opens.
window-test: deps
	$(SWIFT) build --product Catalog
	.ci/window-test.sh
	.ci/atspi-test.sh

# Mutated Interface Builder documents (the repository's .xib and .storyboard files) and keyed
# archives, loaded until one crashes or hangs: FUZZ_COUNT inputs (a million by default).
FUZZ_COUNT ?= 1000000
FUZZ_CORPUS := Tests/UIKitTests/InterfaceBuilderDocuments Tests/OpenUIKitToolTests/Documents Sources/Catalog/Documents
fuzz: deps
	$(SWIFT) build -c release --product openuikit
	$(SWIFT) run -c release --skip-build openuikit fuzz --count $(FUZZ_COUNT) $(FUZZ_CORPUS)

clean:
	rm -rf .build out Tests/ExternalConsumer/.build UIKitSnapshotTesting/.build
