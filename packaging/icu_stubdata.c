/* An ICU common-data package that holds no item: it stands in for ICU's 31 MB libicudata in
 * the bundle (packaging/qvoleurs.spec), because Qt links ICU but the game reads none of its
 * data (no collation, time zones or legacy codecs; Qt's own tables serve locales and text).
 * ICU asking for an item finds none and reports U_MISSING_RESOURCE_ERROR; it never crashes.
 * The layout is ICU's data header (udata.h: MappedData + UDataInfo, padded to 32 bytes)
 * followed by a table of contents with no entries, data format "CmnD" version 1.
 * Build: cc -shared -fPIC -nostdlib -ffreestanding -DICU_DATA_SYMBOL=icudt73_dat -Wl,-soname,libicudata.so.73 ... */
/* No header and no C library: gcc alone builds it (no libc6-dev), with -nostdlib -ffreestanding. */
typedef unsigned char u8;   /* 8 bits */
typedef unsigned short u16; /* 16 bits on every Linux ABI */
typedef unsigned int u32;   /* 32 bits on every Linux ABI */

struct icu_common_data {
    u16 header_size;
    u8 magic1, magic2;
    u16 info_size, reserved_word;
    u8 is_big_endian, charset_family, sizeof_uchar, reserved_byte;
    u8 data_format[4], format_version[4], data_version[4];
    u8 padding[8];
    u32 count, reserved;
    u32 no_entries[4];
};

__attribute__((visibility("default"))) const struct icu_common_data ICU_DATA_SYMBOL = {
    32, 0xda, 0x27,
    20, 0,
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    1,
#else
    0,
#endif
    0, 2, 0,
    {'C', 'm', 'n', 'D'}, {1, 0, 0, 0}, {0, 0, 0, 0},
    {0}, 0, 0, {0},
};
