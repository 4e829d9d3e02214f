/* The GTK 4 peer of the GridFling benchmark (issue 15): a GtkGridView of image-and-label
 * items (a 100x100 picture over a one-line label in a 120x140 box with 5 points of margin
 * above and below, so rows are 150 points apart as the flow layout's lines with 10 points
 * of line spacing; nine columns at 1280 points) scrolled by 4000/120 points per frame,
 * turning round at either end as GridFling does. Each frame's cost is measured from the
 * tick callback that scrolls (the frame clock's update phase) to the frame clock's
 * after-paint signal: scroll, item recycling and binding, measuring, allocation and
 * painting with GSK_RENDERER=cairo.
 *   gridview ITEMS WIDTH HEIGHT
 * Prints one line: median and p99 per frame in ms. */
#include <gtk/gtk.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define WARMUP 60
#define FRAMES 600

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static guint item_count;
static int frame_index;
static double tick_start;
static double step = 4000.0 / 120.0;
static double samples[FRAMES];
static GtkAdjustment *vadjustment;
static GdkTexture *pictures[4];
static int width, height;

/* Four 100x100 pictures: a colored square with a lighter disc, as GridFling draws. */
static void make_pictures(void) {
    const guint32 colors[4] = { 0xFFFF3B30, 0xFF34C759, 0xFF007AFF, 0xFFFF9500 };
    for (int p = 0; p < 4; p++) {
        guchar *pixels = g_malloc(100 * 100 * 4);
        for (int y = 0; y < 100; y++) {
            for (int x = 0; x < 100; x++) {
                guint32 c = colors[p];
                int r = (c >> 16) & 0xFF, g = (c >> 8) & 0xFF, b = c & 0xFF;
                int dx = x - 50, dy = y - 50;
                if (dx * dx + dy * dy <= 30 * 30) { r = (r + 255) / 2; g = (g + 255) / 2; b = (b + 255) / 2; }
                guchar *px = pixels + (y * 100 + x) * 4;
                px[0] = r; px[1] = g; px[2] = b; px[3] = 255;
            }
        }
        GBytes *bytes = g_bytes_new_take(pixels, 100 * 100 * 4);
        pictures[p] = gdk_memory_texture_new(100, 100, GDK_MEMORY_R8G8B8A8, bytes, 100 * 4);
        g_bytes_unref(bytes);
    }
}

static void setup_item(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4);
    GtkWidget *image = gtk_image_new();
    GtkWidget *label = gtk_label_new(NULL);
    gtk_image_set_pixel_size(GTK_IMAGE(image), 100);
    gtk_widget_set_size_request(box, 120, 140);
    gtk_widget_set_margin_top(box, 5);
    gtk_widget_set_margin_bottom(box, 5);
    gtk_box_append(GTK_BOX(box), image);
    gtk_box_append(GTK_BOX(box), label);
    gtk_list_item_set_child(item, box);
}

static void bind_item(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    guint position = gtk_list_item_get_position(item);
    GtkWidget *box = gtk_list_item_get_child(item);
    GtkWidget *image = gtk_widget_get_first_child(box);
    GtkWidget *label = gtk_widget_get_next_sibling(image);
    char text[32];
    snprintf(text, sizeof text, "Item %u", position);
    gtk_image_set_from_paintable(GTK_IMAGE(image), GDK_PAINTABLE(pictures[position % 4]));
    gtk_label_set_text(GTK_LABEL(label), text);
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void after_paint(GdkFrameClock *clock, gpointer data) {
    if (tick_start == 0) return;
    double cost = now_ms() - tick_start;
    tick_start = 0;
    if (frame_index >= WARMUP && frame_index - WARMUP < FRAMES) samples[frame_index - WARMUP] = cost;
    frame_index++;
    if (frame_index == WARMUP + FRAMES) {
        qsort(samples, FRAMES, sizeof samples[0], compare);
        printf("GTK 4 GtkGridView grid fling,         %7u items, %dx%d @1x: median %.3f ms, p99 %.3f ms per frame\n",
               item_count, width, height, samples[FRAMES / 2], samples[FRAMES * 99 / 100]);
        fflush(stdout);
        exit(0);
    }
}

static gboolean tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    if (vadjustment == NULL) return G_SOURCE_CONTINUE;
    static gboolean connected;
    if (!connected) {
        g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), NULL);
        connected = TRUE;
    }
    double value = gtk_adjustment_get_value(vadjustment);
    double end = gtk_adjustment_get_upper(vadjustment) - gtk_adjustment_get_page_size(vadjustment);
    if (value + step > end || value + step < 0) step = -step;
    tick_start = now_ms();
    gtk_adjustment_set_value(vadjustment, value + step);
    return G_SOURCE_CONTINUE;
}

static void activate(GtkApplication *app, gpointer data) {
    make_pictures();
    GtkStringList *model = gtk_string_list_new(NULL);
    /* The items carry no data: they are bound from their position, as GridFling's data
     * source does. */
    const char **blank = g_new(const char *, item_count + 1);
    for (guint i = 0; i < item_count; i++) blank[i] = "";
    blank[item_count] = NULL;
    gtk_string_list_splice(model, 0, 0, blank);
    g_free(blank);
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_item), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_item), NULL);
    GtkWidget *grid = gtk_grid_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(model))), factory);
    gtk_grid_view_set_max_columns(GTK_GRID_VIEW(grid), 9);
    gtk_grid_view_set_min_columns(GTK_GRID_VIEW(grid), 9);
    GtkWidget *scroller = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), grid);
    vadjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scroller));
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_default_size(GTK_WINDOW(window), width, height);
    gtk_window_set_child(GTK_WINDOW(window), scroller);
    gtk_widget_add_tick_callback(scroller, tick, NULL, NULL);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    item_count = argc > 1 ? (guint)strtoul(argv[1], NULL, 10) : 1000000;
    width = argc > 2 ? atoi(argv[2]) : 1280;
    height = argc > 3 ? atoi(argv[3]) : 800;
    GtkApplication *app = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    char *args[] = { argv[0], NULL };
    return g_application_run(G_APPLICATION(app), 1, args);
}
