//! What `cargo metadata` says about the workspace: where each package's sources are, its
//! dependencies and features, and its licence.
//!
//! Read from `serde_json::Value` rather than through the `cargo_metadata` crate: that crate
//! brings serde's derive and thiserror, so two versions of `syn`, and a one-line program using it
//! took 82 s to build cold in release here (2 shared cores, load 6 to 8), where the whole
//! `cargo make test-all` takes 57 s from cold; the runner is built in release. The few fields read
//! here are looked up by name in one place each ([`Package`], [`Metadata::from_json`]).

use serde_json::Value;
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::{Command as Process, Stdio};

/// What `cargo metadata` says about the workspace: packages, the resolved dependency graph
/// (with features), the members, and where things are.
pub struct Metadata {
    packages: Vec<Package>,
    resolve: Value,
    members: BTreeSet<String>,
    pub workspace_root: PathBuf,
    pub target_directory: PathBuf,
}

pub struct Package {
    pub value: Value,
}

impl Package {
    pub fn id(&self) -> &str {
        self.value.get("id").and_then(Value::as_str).unwrap_or("")
    }

    pub fn name(&self) -> &str {
        self.value.get("name").and_then(Value::as_str).unwrap_or("")
    }

    /// The source of the first target of this kind that `named` accepts.
    fn target_source(&self, kind: &str, named: impl Fn(&str) -> bool) -> Option<PathBuf> {
        self.value
            .get("targets")?
            .as_array()?
            .iter()
            .find(|t| {
                let of_kind = t
                    .get("kind")
                    .and_then(Value::as_array)
                    .is_some_and(|k| k.iter().any(|k| k.as_str() == Some(kind)));
                of_kind && named(t.get("name").and_then(Value::as_str).unwrap_or_default())
            })?
            .get("src_path")?
            .as_str()
            .map(PathBuf::from)
    }

    /// The solution: the binary named after the package (a problem may have others, such as
    /// its checker, `<package>-checker`).
    pub fn bin_source(&self) -> Option<PathBuf> {
        self.target_source("bin", |name| name == self.name())
    }

    pub fn lib_source(&self) -> Option<PathBuf> {
        self.target_source("lib", |_| true)
    }
}

/// A library a problem depends on: the name its code uses, its package, its enabled features.
pub struct Dependency<'a> {
    pub name: String,
    pub package: &'a Package,
    pub features: BTreeSet<String>,
}

impl Metadata {
    /// Runs `cargo metadata` for the host platform (so that it works offline once the
    /// dependencies are fetched for a build).
    pub fn load() -> Result<Metadata, String> {
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let mut command = Process::new(&cargo);
        command.args(["metadata", "--format-version", "1"]);
        if let Some(host) = host_triple() {
            command.args(["--filter-platform", &host]);
        }
        let output = command
            .stderr(Stdio::inherit())
            .output()
            .map_err(|e| format!("cannot run `cargo metadata`: {e}"))?;
        if !output.status.success() {
            return Err("`cargo metadata` failed (see above)".to_string());
        }
        let value: Value = serde_json::from_slice(&output.stdout)
            .map_err(|e| format!("cannot read the output of `cargo metadata`: {e}"))?;
        Metadata::from_json(value)
    }

    fn from_json(mut value: Value) -> Result<Metadata, String> {
        let path = |value: &Value, key: &str| {
            value
                .get(key)
                .and_then(Value::as_str)
                .map(PathBuf::from)
                .ok_or_else(|| format!("`cargo metadata` gave no {key}"))
        };
        let workspace_root = path(&value, "workspace_root")?;
        let target_directory = path(&value, "target_directory")?;
        let members = value
            .get("workspace_members")
            .and_then(Value::as_array)
            .map(|m| {
                m.iter()
                    .filter_map(Value::as_str)
                    .map(String::from)
                    .collect()
            })
            .unwrap_or_default();
        let packages = match value.get_mut("packages").map(Value::take) {
            Some(Value::Array(packages)) => packages
                .into_iter()
                .map(|value| Package { value })
                .collect(),
            _ => return Err("`cargo metadata` gave no packages".to_string()),
        };
        let resolve = value
            .get_mut("resolve")
            .map(Value::take)
            .unwrap_or(Value::Null);
        Ok(Metadata {
            packages,
            resolve,
            members,
            workspace_root,
            target_directory,
        })
    }

    pub fn is_member(&self, package: &Package) -> bool {
        self.members.contains(package.id())
    }

    /// The names of the problems: the members with `[package.metadata.problem]`, sorted.
    pub fn problems(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .packages
            .iter()
            .filter(|p| self.is_member(p) && p.value.pointer("/metadata/problem").is_some())
            .map(|p| p.name().to_string())
            .collect();
        names.sort();
        names
    }

    pub fn package_named(&self, name: &str) -> Option<&Package> {
        self.packages
            .iter()
            .find(|p| p.name() == name && self.is_member(p))
    }

    pub fn package_id(&self, id: &str) -> Option<&Package> {
        self.packages.iter().find(|p| p.id() == id)
    }

    fn node(&self, id: &str) -> Option<&Value> {
        self.resolve
            .get("nodes")?
            .as_array()?
            .iter()
            .find(|n| n.get("id").and_then(Value::as_str) == Some(id))
    }

    pub fn features_of(&self, package: &Package) -> BTreeSet<String> {
        self.node(package.id())
            .and_then(|n| n.get("features"))
            .and_then(Value::as_array)
            .map(|f| {
                f.iter()
                    .filter_map(Value::as_str)
                    .map(String::from)
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The libraries `package` needs to run: its normal (not dev, not build) dependencies,
    /// transitively, each before the libraries it depends on.
    pub fn libraries_of<'a>(&'a self, package: &Package) -> Result<Vec<Dependency<'a>>, String> {
        let mut order = Vec::new();
        let mut seen = BTreeSet::new();
        self.visit(package.id(), &mut seen, &mut order)?;
        // Post-order puts dependencies first; the bundle wants dependents first.
        order.reverse();
        Ok(order
            .into_iter()
            .map(|(name, id)| {
                let package = self.package_id(&id).expect("resolved packages are listed");
                Dependency {
                    name,
                    package,
                    features: self.features_of(package),
                }
            })
            .collect())
    }

    fn visit(
        &self,
        id: &str,
        seen: &mut BTreeSet<String>,
        order: &mut Vec<(String, String)>,
    ) -> Result<(), String> {
        let node = self
            .node(id)
            .ok_or_else(|| format!("`cargo metadata` has no dependency graph for {id}"))?;
        let deps = node
            .get("deps")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        for dep in deps {
            let normal = dep
                .get("dep_kinds")
                .and_then(Value::as_array)
                .is_some_and(|kinds| {
                    kinds
                        .iter()
                        .any(|k| k.get("kind").is_some_and(Value::is_null))
                });
            let (Some(name), Some(dep_id)) = (
                dep.get("name").and_then(Value::as_str),
                dep.get("pkg").and_then(Value::as_str),
            ) else {
                continue;
            };
            if !normal || !seen.insert(dep_id.to_string()) {
                continue;
            }
            let package = self
                .package_id(dep_id)
                .ok_or_else(|| format!("`cargo metadata` does not list {dep_id}"))?;
            if package.lib_source().is_none() {
                return Err(format!(
                    "`{}` is not a plain library (a proc-macro crate?) and cannot be pasted \
                     into one file",
                    package.name()
                ));
            }
            self.visit(dep_id, seen, order)?;
            order.push((name.to_string(), dep_id.to_string()));
        }
        Ok(())
    }
}

/// The host's target triple, from `rustc -vV`.
fn host_triple() -> Option<String> {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let output = Process::new(rustc).arg("-vV").output().ok()?;
    String::from_utf8(output.stdout)
        .ok()?
        .lines()
        .find_map(|line| line.strip_prefix("host: "))
        .map(String::from)
}

#[cfg(test)]
pub mod tests {
    use super::*;
    use serde_json::json;

    fn package(id: &str, kind: &str, metadata: Value) -> Value {
        json!({
            "id": id,
            "name": id,
            "version": "0.6.0",
            "license": "MIT OR Apache-2.0",
            "authors": ["Someone <someone@example.com>"],
            "repository": "https://example.com/repo",
            "targets": [{ "kind": [kind], "name": id, "src_path": format!("/src/{id}.rs") }],
            "metadata": metadata,
        })
    }

    fn dep(name: &str, kind: Value) -> Value {
        json!({ "name": name, "pkg": name, "dep_kinds": [{ "kind": kind }] })
    }

    /// A problem that needs common (which needs proconio) and tests with oracles.
    pub fn metadata() -> Metadata {
        let problem = json!({ "problem": { "judge": "HDU", "id": "1846", "title": "Brave Game",
                                           "url": "https://acm.example/1846" } });
        Metadata::from_json(json!({
            "workspace_root": "/ws",
            "target_directory": "/ws/target",
            "workspace_members": ["hdu-1846", "common", "oracles"],
            "packages": [
                package("hdu-1846", "bin", problem),
                package("common", "lib", Value::Null),
                package("proconio", "lib", Value::Null),
                package("oracles", "lib", Value::Null),
            ],
            "resolve": { "nodes": [
                { "id": "hdu-1846", "features": [],
                  "deps": [dep("common", Value::Null), dep("oracles", json!("dev"))] },
                { "id": "common", "features": [], "deps": [dep("proconio", Value::Null)] },
                { "id": "proconio", "features": ["std"], "deps": [] },
                { "id": "oracles", "features": [], "deps": [] },
            ]},
        }))
        .unwrap()
    }

    #[test]
    fn libraries_come_dependents_first_without_dev_dependencies() {
        let metadata = metadata();
        let problem = metadata.package_named("hdu-1846").unwrap();
        let libraries = metadata.libraries_of(problem).unwrap();
        let names: Vec<&str> = libraries.iter().map(|d| d.name.as_str()).collect();
        assert_eq!(names, ["common", "proconio"]);
        assert!(metadata.is_member(libraries[0].package));
        assert!(!metadata.is_member(libraries[1].package));
        assert_eq!(libraries[1].features, ["std".to_string()].into());
        assert_eq!(metadata.problems(), ["hdu-1846"]);
    }

    #[test]
    fn a_proc_macro_dependency_is_refused() {
        let mut metadata = metadata();
        metadata.packages[2] = Package {
            value: package("proconio", "proc-macro", Value::Null),
        };
        let problem = metadata.package_named("hdu-1846").unwrap();
        let error = metadata.libraries_of(problem).err().unwrap();
        assert!(error.contains("not a plain library"), "{error}");
    }

    /// A problem with a checker has two binaries; the solution is the one named after it.
    #[test]
    fn the_solution_is_the_binary_named_after_the_package() {
        let checker = json!({ "kind": ["bin"], "name": "hdu-1846-checker",
                              "src_path": "/src/bin/checker.rs" });
        let mut problem = package("hdu-1846", "bin", Value::Null);
        let targets = problem["targets"].as_array_mut().unwrap();
        targets.insert(0, checker);
        let problem = Package { value: problem };
        assert_eq!(
            problem.bin_source(),
            Some(PathBuf::from("/src/hdu-1846.rs"))
        );
    }
}
