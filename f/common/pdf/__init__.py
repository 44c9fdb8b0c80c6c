"""Our own PDF parser: a PDF -> MinerU-shaped items (content_list.json) when MinerU is not
available. Text layer via PyMuPDF, RapidOCR for pages without one, furniture found by repetition,
headings from the outline or font statistics. See `step.parse_book` for the ingest step."""
