# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
# Debian packages by CPack (scripts/package.sh), split as Debian splits a library: "libqkube-engine0" (the engine's
# shared library, named after its soname), "qkube" (the three programs, the desktop file, icons, man pages) and
# "qkube-dev" (headers, CMake package, pkg-config file, the .so link).

# Man pages from the programs' own --help (help2man), so they never drift from what the programs accept.
find_program(QKUBE_HELP2MAN help2man)
if(QKUBE_HELP2MAN)
    set(QKUBE_MAN_PAGES)
    foreach(program_and_name IN ITEMS "qkube|native Kubernetes cluster explorer" "qkubectl|kubectl-compatible command line on the qkube engine"
                                      "qkube-sim|simulated Kubernetes API server (kubesim)")
        string(REPLACE "|" ";" parts "${program_and_name}")
        list(GET parts 0 program)
        list(GET parts 1 summary)
        set(page ${CMAKE_BINARY_DIR}/man/${program}.1)
        add_custom_command(OUTPUT ${page}.gz
            COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/man
            COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen ${QKUBE_HELP2MAN} --no-info --no-discard-stderr
                    --version-string=${PROJECT_VERSION} --name=${summary} --output=${page} $<TARGET_FILE:${program}>
            COMMAND gzip -9nf ${page}
            DEPENDS ${program}
            COMMENT "Man page of ${program}"
            VERBATIM)
        list(APPEND QKUBE_MAN_PAGES ${page}.gz)
    endforeach()
    add_custom_target(man_pages ALL DEPENDS ${QKUBE_MAN_PAGES})
    install(FILES ${QKUBE_MAN_PAGES} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT runtime)
else()
    message(STATUS "help2man not found: no man pages (scripts/package.sh installs it)")
endif()

# What Debian asks of every package: its copyright, and a changelog.
add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/changelog.gz
    COMMAND gzip -9nc ${PROJECT_SOURCE_DIR}/packaging/changelog > ${CMAKE_BINARY_DIR}/changelog.gz
    DEPENDS ${PROJECT_SOURCE_DIR}/packaging/changelog)
add_custom_target(package_changelog ALL DEPENDS ${CMAKE_BINARY_DIR}/changelog.gz)
foreach(component_and_package IN ITEMS "runtime|qkube" "library|libqkube-engine0" "dev|qkube-dev")
    string(REPLACE "|" ";" parts "${component_and_package}")
    list(GET parts 0 component)
    list(GET parts 1 package)
    install(FILES ${PROJECT_SOURCE_DIR}/packaging/copyright ${CMAKE_BINARY_DIR}/changelog.gz
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/doc/${package} COMPONENT ${component})
endforeach()

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME qkube)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "qkube authors")
set(CPACK_PACKAGE_CONTACT "qkube authors <maintainers@qkube.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "native Kubernetes cluster explorer")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_COMPONENTS_ALL library runtime dev)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# A shlibs file for every package with a shared library (only libqkube-engine0 has one): programs built against
# this version need at least this version.
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS_POLICY ">=")

set(CPACK_DEBIAN_LIBRARY_PACKAGE_NAME libqkube-engine0)
set(CPACK_DEBIAN_LIBRARY_PACKAGE_SECTION libs)
# dpkg's ldconfig trigger, which Debian requires of a library in the multiarch directory (lintian's
# lacks-ldconfig-trigger error).
set(CPACK_DEBIAN_LIBRARY_PACKAGE_CONTROL_EXTRA ${PROJECT_SOURCE_DIR}/packaging/libqkube-engine0/triggers)
set(CPACK_DEBIAN_LIBRARY_DESCRIPTION "the qkube engine, client-go in C++/Qt 6 (shared library)
kubeconfig loading, REST client, discovery, dynamic and typed clients,
shared informers, listers, workqueues, leader election and events, as
used by qkube, qkubectl and programs built on the engine.")
# The programs find the engine's symbols (libqkube-engine0's shlibs) while CPack computes their dependencies.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS ${CMAKE_BINARY_DIR}/engine)

set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME qkube)
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SECTION admin)
# Loaded at run time, so dpkg-shlibdeps cannot see them: the window's platform plugin, the SVG icon engine and
# Qt's own translations (qtbase_zh_CN.qm: the standard buttons, Cancel, Yes, Close, in the window's language).
set(CPACK_DEBIAN_RUNTIME_PACKAGE_DEPENDS
    "libqkube-engine0 (= ${PROJECT_VERSION}), qt6-qpa-plugins, libqt6svg6, qt6-translations-l10n")
# qkube-sim runs an exec's command in a bubblewrap sandbox (without it, exec is refused).
set(CPACK_DEBIAN_RUNTIME_PACKAGE_RECOMMENDS "bubblewrap")
# CPack puts the summary first and indents these lines itself.
set(CPACK_DEBIAN_RUNTIME_DESCRIPTION "qkube explores Kubernetes clusters (every resource kind, live) in a
native Qt window; qkubectl is a kubectl-compatible command line on the
same engine, and qkube-sim a simulated API server to try both without
a cluster.")

set(CPACK_DEBIAN_DEV_PACKAGE_NAME qkube-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS "libqkube-engine0 (= ${PROJECT_VERSION}), qt6-base-dev (>= 6.4), qt6-websockets-dev (>= 6.4)")
# qkube-gen (bin/qkube-gen, qkube_generate_crd) is Python 3 reading YAML.
string(APPEND CPACK_DEBIAN_DEV_PACKAGE_DEPENDS ", python3, python3-yaml")
set(CPACK_DEBIAN_DEV_DESCRIPTION "Development files of the qkube engine, client-go in C++/Qt 6: headers,
CMake package (find_package(QKube), target QKube::engine) and pkg-config
file for kubeconfig loading, REST client, discovery, dynamic and typed
clients, shared informers, listers, workqueues, leader election, events.")
include(CPack)
