"""The book's own glossary: rule-based definition extraction and term lookup (pure)."""
from f.common.glossary.lookup import check_term, fold_term, lookup
from f.common.glossary.rules import extract_terms

__all__ = ["check_term", "extract_terms", "fold_term", "lookup"]
