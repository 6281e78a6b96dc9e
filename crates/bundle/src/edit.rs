//! Edits to a text by byte span, applied in one go, so that every pass can find its spans in
//! the text it was given.

use std::ops::Range;

#[derive(Default)]
pub struct Edits {
    edits: Vec<(Range<usize>, String)>,
}

impl Edits {
    /// Removes `range`; when nothing but whitespace shares its lines, the lines go too.
    pub fn remove(&mut self, range: Range<usize>) {
        self.edits.push((range, String::new()));
    }

    pub fn replace(&mut self, range: Range<usize>, with: impl Into<String>) {
        self.edits.push((range, with.into()));
    }

    pub fn insert(&mut self, at: usize, text: impl Into<String>) {
        self.edits.push((at..at, text.into()));
    }

    /// Applies the edits. Of overlapping edits the one that starts first wins (a removal of a
    /// whole item swallows the edits inside it); insertions at one place keep their order.
    pub fn apply(mut self, text: &str) -> String {
        for (range, with) in &mut self.edits {
            if with.is_empty() && range.start < range.end {
                *range = whole_lines(text, range.clone());
            }
        }
        // Stable: insertions at one place keep the order they were made in.
        self.edits
            .sort_by_key(|(range, _)| (range.start, range.end));
        let mut out = String::with_capacity(text.len());
        let mut done = 0;
        for (range, with) in self.edits {
            if range.start < done {
                continue;
            }
            out.push_str(&text[done..range.start]);
            out.push_str(&with);
            done = range.end;
        }
        out.push_str(&text[done..]);
        out
    }
}

/// Widens `range` to whole lines (with their newline) when the rest of those lines is blank.
fn whole_lines(text: &str, range: Range<usize>) -> Range<usize> {
    let line_start = text[..range.start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[range.end..]
        .find('\n')
        .map_or(text.len(), |i| range.end + i + 1);
    if text[line_start..range.start].trim().is_empty()
        && text[range.end..line_end].trim().is_empty()
    {
        line_start..line_end
    } else {
        range
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn removing_a_whole_line_takes_its_newline() {
        let mut edits = Edits::default();
        edits.remove(4..11);
        assert_eq!(edits.apply("a\n  /// doc\nb\n"), "a\nb\n");
    }

    #[test]
    fn removing_part_of_a_line_keeps_the_rest() {
        let mut edits = Edits::default();
        edits.remove(2..9);
        assert_eq!(edits.apply("a /// doc\nb"), "a \nb");
    }

    #[test]
    fn an_outer_removal_swallows_inner_edits() {
        let mut edits = Edits::default();
        edits.replace(4..5, "X");
        edits.remove(0..9);
        assert_eq!(edits.apply("mod t { }\nfn"), "fn");
    }

    #[test]
    fn insertions_keep_their_order() {
        let mut edits = Edits::default();
        edits.insert(1, "b");
        edits.insert(1, "c");
        edits.replace(0..1, "A");
        assert_eq!(edits.apply("ad"), "Abcd");
    }
}
