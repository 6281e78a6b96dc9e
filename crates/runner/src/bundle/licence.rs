//! The bundle's opening comment: the problem, and what was pasted in under which licence.

use super::metadata::{Metadata, Package};
use super::prune::Kept;
use serde_json::Value;

/// The opening comment: the problem, its URL, and what was pasted in under which licence.
pub fn header(problem: &Package, credits: &[String]) -> String {
    let meta = problem.value.pointer("/metadata/problem");
    let field = |key: &str| meta.and_then(|m| m.get(key)).and_then(Value::as_str);
    let title: Vec<&str> = [field("judge"), field("id")]
        .into_iter()
        .flatten()
        .collect();
    let mut lines = Vec::new();
    match field("title") {
        Some(name) if !title.is_empty() => lines.push(format!("{}: {name}", title.join(" "))),
        Some(name) => lines.push(name.to_string()),
        None if !title.is_empty() => lines.push(title.join(" ")),
        None => lines.push(format!("Problem `{}`", problem.name())),
    }
    if let Some(url) = field("url") {
        lines.push(url.to_string());
    }
    lines.push(String::new());
    lines.push(format!(
        "One-file bundle of the workspace crate `{0}`, written by `cargo make bundle {0}`;",
        problem.name()
    ));
    lines.push(
        "change the crate, not this file. After the solution come the items and macro rules it"
            .to_string(),
    );
    lines.push("uses of these libraries, without their comments:".to_string());
    for credit in credits {
        lines.push(format!("- {credit}"));
    }
    let mut text: String = lines
        .iter()
        .map(|line| {
            if line.is_empty() {
                "//\n".to_string()
            } else {
                format!("// {line}\n")
            }
        })
        .collect();
    text.push('\n');
    text
}

/// "common (modules io, nim): this workspace's library; licence MIT" or "proconio 0.6.0 by
/// statiolake <...> (https://...); licence MIT OR Apache-2.0".
pub fn credit(metadata: &Metadata, kept: &Kept, package: &Package) -> String {
    let licence = package
        .value
        .get("license")
        .and_then(Value::as_str)
        .map_or_else(
            || "licence not stated".to_string(),
            |l| format!("licence {l}"),
        );
    if metadata.is_member(package) {
        let modules = if kept.modules.is_empty() {
            String::new()
        } else {
            format!(" (modules {})", kept.modules.join(", "))
        };
        return format!(
            "{}{modules}: this workspace's library; {licence}",
            kept.library
        );
    }
    let version = package
        .value
        .get("version")
        .and_then(Value::as_str)
        .unwrap_or("");
    let authors: Vec<&str> = package
        .value
        .get("authors")
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let by = if authors.is_empty() {
        String::new()
    } else {
        format!(" by {}", authors.join(", "))
    };
    let repository = package
        .value
        .get("repository")
        .and_then(Value::as_str)
        .map_or_else(String::new, |r| format!(" ({r})"));
    format!("{} {version}{by}{repository}; {licence}", package.name())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bundle::metadata::tests::metadata;

    #[test]
    fn the_header_names_the_problem_and_the_licences() {
        let metadata = metadata();
        let problem = metadata.package_named("hdu-1846").unwrap();
        let common = Kept {
            library: "common".into(),
            modules: vec!["bash".into(), "io".into()],
        };
        let proconio = Kept {
            library: "proconio".into(),
            modules: vec!["source".into()],
        };
        let credits = [
            credit(&metadata, &common, metadata.package_id("common").unwrap()),
            credit(
                &metadata,
                &proconio,
                metadata.package_id("proconio").unwrap(),
            ),
        ];
        let header = header(problem, &credits);
        let lines: Vec<&str> = header.lines().collect();
        assert_eq!(lines[0], "// HDU 1846: Brave Game");
        assert_eq!(lines[1], "// https://acm.example/1846");
        assert!(lines.contains(
            &"// - common (modules bash, io): this workspace's library; licence MIT OR Apache-2.0"
        ));
        assert!(lines.contains(
            &"// - proconio 0.6.0 by Someone <someone@example.com> (https://example.com/repo); \
              licence MIT OR Apache-2.0"
        ));
        assert!(header.ends_with("\n\n"));
    }
}
