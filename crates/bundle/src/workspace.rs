//! What the bundler reads of `cargo metadata` (through the `cargo_metadata` crate): where a
//! package's sources are, the libraries it needs with their features, and who wrote them under
//! which licence.

use crate::Error;
use cargo_metadata::{DependencyKind, Metadata, Package, PackageId, TargetKind};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

/// `cargo metadata` for the workspace at `root`. With `resolve`, the resolved dependency graph
/// too (for the host platform, so that it works offline once the dependencies are fetched for a
/// build), which a bundle needs; without, only the workspace's own packages, which takes cargo a
/// tenth of the time and half the memory (24 MiB here), for the tools that only list problems.
pub fn load(root: &Path, resolve: bool) -> Result<Metadata, Error> {
    let mut command = cargo_metadata::MetadataCommand::new();
    command.current_dir(root);
    if !resolve {
        command.no_deps();
    } else if let Some(host) = host_triple() {
        command.other_options(vec!["--filter-platform".to_string(), host]);
    }
    command
        .exec()
        .map_err(|e| Error(format!("cargo metadata: {e}")))
}

/// The host's target triple, from `rustc -vV`.
fn host_triple() -> Option<String> {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let output = Command::new(rustc).arg("-vV").output().ok()?;
    String::from_utf8(output.stdout)
        .ok()?
        .lines()
        .find_map(|line| line.strip_prefix("host: "))
        .map(String::from)
}

pub fn is_member(metadata: &Metadata, package: &Package) -> bool {
    metadata.workspace_members.contains(&package.id)
}

/// The workspace member called `name`.
pub fn member<'a>(metadata: &'a Metadata, name: &str) -> Option<&'a Package> {
    metadata
        .packages
        .iter()
        .find(|p| p.name.as_str() == name && is_member(metadata, p))
}

/// The solution: the binary named after the package (a problem may have others, such as its
/// checker, `<package>-checker`).
pub fn bin_source(package: &Package) -> Option<PathBuf> {
    package
        .targets
        .iter()
        .find(|t| t.is_kind(TargetKind::Bin) && t.name == package.name.as_str())
        .map(|t| t.src_path.clone().into())
}

pub fn lib_source(package: &Package) -> Option<PathBuf> {
    package
        .targets
        .iter()
        .find(|t| t.is_kind(TargetKind::Lib))
        .map(|t| t.src_path.clone().into())
}

/// The features enabled for `package` in the resolved graph.
pub fn features_of(metadata: &Metadata, package: &Package) -> BTreeSet<String> {
    metadata
        .resolve
        .as_ref()
        .and_then(|r| r.nodes.iter().find(|n| n.id == package.id))
        .map(|node| node.features.iter().map(|f| f.to_string()).collect())
        .unwrap_or_default()
}

/// A library a problem depends on: the name its code uses, its package, its enabled features.
pub struct Dependency<'a> {
    pub name: String,
    pub package: &'a Package,
    pub features: BTreeSet<String>,
}

/// The libraries `package` needs to run: its normal (not dev, not build) dependencies,
/// transitively, each before the libraries it depends on.
pub fn libraries_of<'a>(
    metadata: &'a Metadata,
    package: &Package,
) -> Result<Vec<Dependency<'a>>, Error> {
    let mut order = Vec::new();
    visit(metadata, &package.id, &mut BTreeSet::new(), &mut order)?;
    // Post-order puts dependencies first; the bundle wants dependents first.
    order.reverse();
    Ok(order)
}

fn visit<'a>(
    metadata: &'a Metadata,
    id: &PackageId,
    seen: &mut BTreeSet<PackageId>,
    order: &mut Vec<Dependency<'a>>,
) -> Result<(), Error> {
    let node = metadata
        .resolve
        .as_ref()
        .and_then(|r| r.nodes.iter().find(|n| &n.id == id))
        .ok_or_else(|| Error(format!("cargo metadata: no dependency graph for {id}")))?;
    for dep in &node.deps {
        let normal = dep
            .dep_kinds
            .iter()
            .any(|k| k.kind == DependencyKind::Normal);
        if !normal || !seen.insert(dep.pkg.clone()) {
            continue;
        }
        let found = metadata.packages.iter().find(|p| p.id == dep.pkg);
        let found =
            found.ok_or_else(|| Error(format!("cargo metadata: {} is not listed", dep.pkg)))?;
        if lib_source(found).is_none() {
            return Err(Error(format!(
                "`{}` is not a plain library (a proc-macro crate?) and cannot be pasted into one \
                 file",
                found.name
            )));
        }
        visit(metadata, &dep.pkg, seen, order)?;
        order.push(Dependency {
            name: dep.name.clone(),
            package: found,
            features: features_of(metadata, found),
        });
    }
    Ok(())
}

#[cfg(test)]
pub mod tests {
    use super::*;
    use std::sync::OnceLock;

    /// This workspace's own metadata.
    pub fn metadata() -> &'static Metadata {
        static METADATA: OnceLock<Metadata> = OnceLock::new();
        METADATA.get_or_init(|| load(Path::new(env!("CARGO_MANIFEST_DIR")), true).unwrap())
    }

    #[test]
    fn libraries_come_dependents_first_without_dev_dependencies() {
        let metadata = metadata();
        let problem = member(metadata, "hdu-1846").unwrap();
        let libraries = libraries_of(metadata, problem).unwrap();
        let names: Vec<&str> = libraries.iter().map(|d| d.name.as_str()).collect();
        // `oracles` is a dev-dependency: the proofs', not the solution's.
        assert_eq!(names, ["common", "proconio"]);
        assert!(is_member(metadata, libraries[0].package));
        assert!(!is_member(metadata, libraries[1].package));
    }

    #[test]
    fn the_solution_is_the_binary_named_after_the_package() {
        let metadata = metadata();
        let problem = member(metadata, "hdu-1846").unwrap();
        let source = bin_source(problem).unwrap();
        assert!(
            source.ends_with("problems/hdu-1846/src/main.rs"),
            "{source:?}"
        );
        assert!(lib_source(problem).is_none());
        assert!(member(metadata, "proconio").is_none(), "not a member");
    }
}
