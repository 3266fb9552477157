# syntax=docker/dockerfile:1
# The a11yscan container image: a build stage with Swift and the PCRE2 headers compiles the
# release binary; the runtime stage is Debian slim with the binary, the PCRE2 library and git
# (for --diff and for batch caches keyed by commit). Scan a checkout mounted at /work:
#
#   docker build -t a11yscan .
#   docker run --rm -v "$PWD:/work" a11yscan . --format sarif --output a11yscan.sarif
#
# Both stages are Debian 12 (bookworm), so the library the binary was linked against is the
# one the runtime installs.
ARG SWIFT_VERSION=6.3.1

FROM swift:${SWIFT_VERSION}-bookworm AS build
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libpcre2-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# The dependencies are pinned to exact versions in the manifest; fetched in their own layer so
# a change to the sources does not fetch them again.
COPY Package.swift ./
RUN swift package resolve
# The manifest names the test targets too, so their folders must be there to build at all.
COPY Sources Sources
COPY Tests Tests
COPY scripts/build-release scripts/build-release
RUN scripts/build-release >/dev/null \
    && install -D "$(scripts/build-release --skip-build)" /out/a11yscan \
    && strip /out/a11yscan

FROM debian:bookworm-slim
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libpcre2-8-0 git ca-certificates \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/a11yscan /usr/local/bin/a11yscan
COPY LICENSE /usr/share/doc/a11yscan/LICENSE
# Fails the image build if the binary lacks a library at run time.
RUN a11yscan --version
# Checkouts mounted from the host belong to another user; let git read them anyway.
RUN git config --system --add safe.directory '*'
WORKDIR /work
ENTRYPOINT ["a11yscan"]
