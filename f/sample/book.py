"""The sample book: an original Chinese senior-high maths textbook excerpt written for this
project (content.py) and its PDF generator (build.py)."""
BOOK_ID = "示例/数学/样章"
TITLE = "高中数学 示例样章"
